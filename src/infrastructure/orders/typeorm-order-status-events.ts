import type { EntityManager } from 'typeorm';
import type { OrderStatusEvent, OrderStatusEvents } from '../../application/ports/orders';
import type { OrderStatus } from '../../domain/order/order-status';

interface EventRow {
  order_id: string;
  from_status: string;
  to_status: string;
  admin_account_id: string | null;
  admin_email: string;
  at: Date;
}

/** The status history on PostgreSQL (table order_status_events), one row per change. */
export class TypeOrmOrderStatusEvents implements OrderStatusEvents {
  constructor(private readonly db: EntityManager) {}

  async record(event: OrderStatusEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO order_status_events (order_id, from_status, to_status, admin_account_id, admin_email, at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [event.orderId, event.from, event.to, event.adminAccountId, event.adminEmail, event.at],
    );
  }

  async forOrder(orderId: string): Promise<OrderStatusEvent[]> {
    const rows: EventRow[] = await this.db.query(
      `SELECT order_id, from_status, to_status, admin_account_id, admin_email, at
         FROM order_status_events WHERE order_id = $1 ORDER BY at, id`,
      [orderId],
    );
    return rows.map((row) => ({
      orderId: row.order_id,
      from: row.from_status as OrderStatus,
      to: row.to_status as OrderStatus,
      adminAccountId: row.admin_account_id,
      adminEmail: row.admin_email,
      at: row.at,
    }));
  }
}
