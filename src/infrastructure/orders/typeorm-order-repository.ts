import { In, type EntityManager } from 'typeorm';
import type {
  AdminOrderBatchCriteria,
  AdminOrderCriteria,
  OrderImageSnapshots,
  OrderRepository,
  ProductPicture,
} from '../../application/ports/orders';
import type { Page } from '../../application/ports/catalog-repositories';
import type { AdminOrderFilter, AdminOrderSort } from '../../domain/order/admin-order-list';
import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import type { StockHoldState } from '../../domain/order/stock-hold';
import type { PageWindow } from '../../domain/shared/pagination';
import {
  OrderImageSnapshotSchema,
  OrderLineSchema,
  OrderSchema,
  type OrderLineRecord,
  type OrderRecord,
} from '../database/schemas/order-records';
import { escapeLike } from '../catalog/typeorm-product-repository';
import { isOrderId } from '../../domain/order/order-id';
import type { OrderChangeAnnouncer } from '../../application/ports/order-changes';
import { ORDER_CHANGED_CHANNEL } from '../events/channels';
import { toLineRecords, toOrder, toOrderRecord } from './order-mappers';
import { SHOP_TIME_ZONE_SQL as LIMA } from '../database/shop-time-zone';

/** compareAdminOrders in SQL (the tie-breaks included, so pages never overlap). */
const ADMIN_ORDER: { readonly [S in AdminOrderSort]: readonly (readonly [string, 'ASC' | 'DESC'])[] } = {
  oldest: [
    ['o.created_at', 'ASC'],
    ['o.id', 'ASC'],
  ],
  newest: [
    ['o.created_at', 'DESC'],
    ['o.id', 'DESC'],
  ],
  'total-desc': [
    ['o.total_cents', 'DESC'],
    ['o.created_at', 'DESC'],
    ['o.id', 'DESC'],
  ],
  'total-asc': [
    ['o.total_cents', 'ASC'],
    ['o.created_at', 'DESC'],
    ['o.id', 'DESC'],
  ],
};

/**
 * The orders after a batch's last one in each ADMIN_ORDER (row comparisons the indexes on (created_at, id) and
 * (total_cents, created_at, id) answer; 'total-asc' mixes directions, so it is spelled out). Order times are written
 * from JavaScript dates, in whole milliseconds, so the last order's time compares exactly.
 */
const AFTER_ADMIN_ORDER: { readonly [S in AdminOrderSort]: string } = {
  oldest: '(o.created_at, o.id) > (:afterCreated, :afterId)',
  newest: '(o.created_at, o.id) < (:afterCreated, :afterId)',
  'total-desc': '(o.total_cents, o.created_at, o.id) < (:afterTotal, :afterCreated, :afterId)',
  'total-asc':
    '(o.total_cents > :afterTotal OR (o.total_cents = :afterTotal AND (o.created_at, o.id) < (:afterCreated, :afterId)))',
};

/** Orders on PostgreSQL: any number of orders is read with two queries (orders, then all their lines). */
export class TypeOrmOrderRepository implements OrderRepository {
  constructor(private readonly db: EntityManager) {}

  async insert(order: Order, idempotency: { key: string; fingerprint: string }): Promise<void> {
    await this.db.getRepository(OrderSchema).insert({
      ...toOrderRecord(order),
      idempotencyKey: idempotency.key,
      idempotencyFingerprint: idempotency.fingerprint,
    });
    await this.db.getRepository(OrderLineSchema).insert(toLineRecords(order));
  }

  async findByIdempotencyKey(key: string): Promise<{ order: Order; fingerprint: string } | null> {
    const record = await this.db.getRepository(OrderSchema).findOne({ where: { idempotencyKey: key } });
    if (!record) return null;
    const [order] = await this.withLines([record]);
    return order ? { order, fingerprint: record.idempotencyFingerprint ?? '' } : null;
  }

  async findById(id: string): Promise<Order | null> {
    if (!isOrderId(id)) return null;
    const record = await this.db.getRepository(OrderSchema).findOne({ where: { id } });
    return record ? ((await this.withLines([record]))[0] ?? null) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Order[]> {
    const valid = [...new Set(ids.filter(isOrderId))];
    if (valid.length === 0) return [];
    const records = await this.db
      .getRepository(OrderSchema)
      .find({ where: { id: In(valid) }, order: { createdAt: 'DESC', id: 'ASC' } });
    return this.withLines(records);
  }

  async findForAccount(
    account: { id: string; email: string },
    status: OrderStatus | undefined,
    window: PageWindow,
  ): Promise<{ orders: Order[]; total: number }> {
    const qb = this.accountOrders(account).orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'ASC');
    if (status) qb.andWhere('o.status = :status', { status });
    // A page and its count (an account of 2,000 orders read them all, with their lines, for every visit).
    const [records, total] = await qb.skip(window.offset).take(window.limit).getManyAndCount();
    return { orders: await this.withLines(records), total };
  }

  async countForAccount(account: { id: string; email: string }): Promise<number> {
    return this.accountOrders(account).getCount();
  }

  /** An account's orders: placed from it, or as a guest with its (verified) e-mail. */
  private accountOrders(account: { id: string; email: string }) {
    return this.db
      .getRepository(OrderSchema)
      .createQueryBuilder('o')
      .where('(o.account_id = :accountId OR (o.account_id IS NULL AND lower(o.email) = lower(:email)))', {
        accountId: account.id,
        email: account.email,
      });
  }

  async setReceipt(orderId: string, receiptKey: string, at: Date): Promise<string | null> {
    if (!isOrderId(orderId)) return null;
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [{ previous: string | null }[], number] = await this.db.query(
      `UPDATE orders o SET receipt_key = $2, updated_at = $3
         FROM (SELECT id, receipt_key AS previous FROM orders WHERE id = $1 FOR UPDATE) old
        WHERE o.id = old.id
        RETURNING old.previous`,
      [orderId, receiptKey, at],
    );
    return rows[0]?.previous ?? null;
  }

  async lockForUpdate(id: string): Promise<Order | null> {
    if (!isOrderId(id)) return null;
    const record = await this.db
      .getRepository(OrderSchema)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return record ? ((await this.withLines([record]))[0] ?? null) : null;
  }

  async updateStatus(id: string, status: OrderStatus, at: Date): Promise<void> {
    await this.db.query('UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1', [id, status, at]);
  }

  async setStockHold(id: string, state: StockHoldState, at: Date): Promise<void> {
    await this.db.query(`UPDATE orders SET hold_state = $2, updated_at = $3 WHERE id = $1 AND hold_state IS NOT NULL`, [
      id,
      state,
      at,
    ]);
  }

  async lockExpiredHolds(now: Date, limit: number): Promise<Order[]> {
    const records = await this.db
      .getRepository(OrderSchema)
      .createQueryBuilder('o')
      .where(`o.hold_state = 'active' AND o.hold_until <= :now AND o.status = 'pending'`, { now })
      .orderBy('o.hold_until', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    return this.withLines(records);
  }

  async setPaymentLink(id: string, link: string | null, at: Date): Promise<void> {
    await this.db.query('UPDATE orders SET payment_link = $2, updated_at = $3 WHERE id = $1', [id, link, at]);
  }

  /**
   * Three statements whatever the page: how many match (a plain count over the same conditions, an index-only
   * scan for most filters), the page's orders and the page's lines. Mirrors matchesAdminOrderFilter and
   * compareAdminOrders; the Lima dates become instants so the created_at indexes serve the range. The first page
   * is read beside its count; a later one once the count is known, from the nearer end: past the middle, in the
   * opposite order and turned round, so the last of 100 000 orders' pages skips 0 rows rather than 99 975
   * (docs/performance.md).
   */
  async pageForAdmin({ filter, sort, offset, limit }: AdminOrderCriteria): Promise<Page<Order>> {
    const qb = this.filteredForAdmin(filter);
    const count = async () =>
      (await qb.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>())?.total ?? 0;
    const read = (order: 'as asked' | 'reversed', skip: number, take: number) => {
      const page = qb.clone();
      for (const [column, direction] of ADMIN_ORDER[sort]) {
        page.addOrderBy(column, order === 'as asked' ? direction : direction === 'ASC' ? 'DESC' : 'ASC');
      }
      return page.offset(skip).limit(take).getMany();
    };
    if (offset === 0) {
      const [records, total] = await Promise.all([read('as asked', 0, limit), count()]);
      return { items: await this.withLines(records), total };
    }
    const total = await count();
    if (offset >= total) return { items: [], total };
    const take = Math.min(limit, total - offset);
    const fromTheEnd = total - offset - take;
    const records =
      fromTheEnd < offset ? (await read('reversed', fromTheEnd, take)).reverse() : await read('as asked', offset, take);
    return { items: await this.withLines(records), total };
  }

  async batchForAdmin({ filter, sort, after, limit }: AdminOrderBatchCriteria): Promise<Order[]> {
    const qb = this.filteredForAdmin(filter);
    if (after) {
      const key = { afterTotal: after.totals.total.cents, afterCreated: after.createdAt, afterId: after.id };
      qb.andWhere(AFTER_ADMIN_ORDER[sort], key);
    }
    for (const [column, direction] of ADMIN_ORDER[sort]) qb.addOrderBy(column, direction);
    return this.withLines(await qb.limit(limit).getMany());
  }

  /** The orders matchesAdminOrderFilter keeps. */
  private filteredForAdmin(filter: AdminOrderFilter) {
    const qb = this.db.getRepository(OrderSchema).createQueryBuilder('o');
    if (filter.status) qb.andWhere('o.status = :status', { status: filter.status });
    if (filter.from)
      qb.andWhere(`o.created_at >= (CAST(:from AS timestamp) AT TIME ZONE ${LIMA})`, { from: filter.from });
    if (filter.to)
      qb.andWhere(`o.created_at < (CAST(CAST(:to AS date) + 1 AS timestamp) AT TIME ZONE ${LIMA})`, { to: filter.to });
    if (filter.search) qb.andWhere('o.search_text LIKE :pattern', { pattern: `%${escapeLike(filter.search)}%` });
    return qb;
  }

  private async withLines(records: readonly OrderRecord[]): Promise<Order[]> {
    if (records.length === 0) return [];
    const lines = await this.db
      .getRepository(OrderLineSchema)
      .find({ where: { orderId: In(records.map((r) => r.id)) }, order: { orderId: 'ASC', position: 'ASC' } });
    const byOrder = new Map<string, OrderLineRecord[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    return records.map((record) => toOrder(record, byOrder.get(record.id) ?? []));
  }
}

export class TypeOrmOrderImageSnapshots implements OrderImageSnapshots {
  constructor(private readonly db: EntityManager) {}

  async findMany(pictures: readonly ProductPicture[]): Promise<(ProductPicture & { copyKey: string })[]> {
    if (pictures.length === 0) return [];
    const records = await this.db
      .getRepository(OrderImageSnapshotSchema)
      .find({ where: pictures.map(({ productId, sourceKey }) => ({ productId, sourceKey })) });
    return records.map(({ productId, sourceKey, copyKey }) => ({ productId, sourceKey, copyKey }));
  }

  async record(productId: string, sourceKey: string, copyKey: string): Promise<string> {
    const rows: { copy_key: string }[] = await this.db.query(
      `INSERT INTO order_image_snapshots (product_id, source_key, copy_key) VALUES ($1, $2, $3)
       ON CONFLICT (product_id, source_key) DO UPDATE SET source_key = EXCLUDED.source_key
       RETURNING copy_key`,
      [productId, sourceKey, copyKey],
    );
    return rows[0]?.copy_key ?? copyKey;
  }
}

/**
 * Order changes announced on ORDER_CHANGED_CHANNEL, on the transaction's connection: PostgreSQL delivers a
 * NOTIFY when its transaction commits, never before, and never for one rolled back.
 */
export class PgOrderChangeAnnouncer implements OrderChangeAnnouncer {
  constructor(private readonly db: EntityManager) {}

  async announce(orderId: string): Promise<void> {
    await this.db.query('SELECT pg_notify($1, $2)', [ORDER_CHANGED_CHANNEL, orderId]);
  }
}
