import type { EntityManager } from 'typeorm';
import type {
  AdminStatistics,
  CartFigures,
  OrderFigures,
  WishedProduct,
} from '../../application/ports/admin-statistics';
import type { ProductWithTaxonomy } from '../../application/ports/catalog-repositories';
import type { ProductStatistics } from '../../domain/catalog/product-statistics';
import { Money } from '../../domain/money/money';
import type { MonthFigures } from '../../domain/order/order-statistics';
import type { IsoDate } from '../../domain/shared/lima-date';
import { LOW_STOCK, TypeOrmProductRepository } from '../catalog/typeorm-product-repository';
import { SHOP_TIME_ZONE_SQL as LIMA } from '../database/shop-time-zone';

/**
 * The back office's figures on PostgreSQL: each one aggregate statement,
 * whatever the number of orders or products. Months are Lima months
 * (`AT TIME ZONE 'America/Lima'`); money stays in integer céntimos.
 * The rules mirror the domain's (orderStatistics, monthlySales,
 * productStatistics), checked against them by typeorm-order-statistics.spec.ts.
 */
export class TypeOrmAdminStatistics implements AdminStatistics {
  constructor(private readonly db: EntityManager) {}

  async orderFigures(): Promise<OrderFigures> {
    const [row]: {
      pending: number;
      processing: number;
      completed: number;
      cancelled: number;
      revenue: string;
    }[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'processing')::int AS processing,
              count(*) FILTER (WHERE status = 'completed')::int AS completed,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
              coalesce(sum(total_cents) FILTER (WHERE status = 'completed'), 0)::text AS revenue
         FROM orders`,
    );
    const { revenue, ...counts } = row!;
    return { counts, completedRevenue: Money.fromCents(Number(revenue)) };
  }

  async monthlyFigures(now: Date, count: number): Promise<MonthFigures[]> {
    // Each Lima month's bounds as instants, so the orders' (status, created_at) index serves the join.
    const rows: { month: string; sales: string; orders: number }[] = await this.db.query(
      `WITH months AS (
         SELECT month FROM generate_series(
           date_trunc('month', $1::timestamptz AT TIME ZONE ${LIMA}) - make_interval(months => $2::int - 1),
           date_trunc('month', $1::timestamptz AT TIME ZONE ${LIMA}),
           interval '1 month') AS month
       )
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              coalesce(sum(o.total_cents) FILTER (WHERE o.status = 'completed'), 0)::text AS sales,
              count(o.id) FILTER (WHERE o.status <> 'cancelled')::int AS orders
         FROM months m
         LEFT JOIN orders o
           ON o.created_at >= (m.month AT TIME ZONE ${LIMA})
          AND o.created_at < ((m.month + interval '1 month') AT TIME ZONE ${LIMA})
        GROUP BY m.month
        ORDER BY m.month`,
      [now.toISOString(), count],
    );
    return rows.map((row) => ({
      month: row.month,
      sales: Money.fromCents(Number(row.sales)),
      orderCount: row.orders,
    }));
  }

  async cartFigures(now: Date): Promise<CartFigures> {
    // The Lima month's bounds as instants, so each count reads its own index (abandoned_at, recovered_at).
    const month = `date_trunc('month', $1::timestamptz AT TIME ZONE ${LIMA})`;
    const [row]: CartFigures[] = await this.db.query(
      `WITH bounds AS (
         SELECT (${month}) AT TIME ZONE ${LIMA} AS since, (${month} + interval '1 month') AT TIME ZONE ${LIMA} AS until
       )
       SELECT (SELECT count(*) FROM cart_abandonments, bounds
                WHERE abandoned_at >= since AND abandoned_at < until)::int AS abandoned,
              (SELECT count(*) FROM cart_abandonments, bounds
                WHERE recovered_at >= since AND recovered_at < until)::int AS recovered`,
      [now.toISOString()],
    );
    return row!;
  }

  async productFigures(today: IsoDate): Promise<ProductStatistics> {
    // promotionStatus: none without the switch or either date; upcoming before the start; active inside.
    const window = `p.is_promoted AND p.promotion_start_date IS NOT NULL AND p.promotion_end_date IS NOT NULL`;
    const [row]: ProductStatistics[] = await this.db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE p.active)::int AS active,
              count(*) FILTER (WHERE p.is_promoted)::int AS promoted,
              count(*) FILTER (WHERE p.carousel)::int AS "inCarousel",
              count(*) FILTER (WHERE ${window} AND p.promotion_start_date > $1::date)::int AS "upcomingPromotions",
              count(*) FILTER (WHERE ${window} AND p.promotion_start_date <= $1::date
                AND $1::date <= p.promotion_end_date)::int AS "activePromotions",
              count(*) FILTER (WHERE ${LOW_STOCK})::int AS "lowStock"
         FROM products p
        WHERE p.archived_at IS NULL`,
      [today],
    );
    return row!;
  }

  lowStockProducts(limit: number): Promise<ProductWithTaxonomy[]> {
    return new TypeOrmProductRepository(this.db).lowStock(limit);
  }

  mostWishedProducts(limit: number): Promise<WishedProduct[]> {
    return new TypeOrmProductRepository(this.db).mostWished(limit);
  }
}
