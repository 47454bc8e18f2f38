import { averageOrderValue, type OrderStatistics } from '../../domain/order/order-statistics';
import type { AdminStatistics } from '../ports/admin-statistics';

/**
 * The orders screen's stat cards: how many orders in each status, and the
 * revenue and average order value over completed orders (the domain's
 * rounding), from one aggregate query.
 */
export class GetOrderStatistics {
  constructor(private readonly statistics: AdminStatistics) {}

  async execute(): Promise<OrderStatistics> {
    const { counts, completedRevenue } = await this.statistics.orderFigures();
    return {
      total: counts.pending + counts.processing + counts.completed + counts.cancelled,
      ...counts,
      revenue: completedRevenue,
      averageOrderValue: averageOrderValue(completedRevenue, counts.completed),
    };
  }
}
