import { Money } from '../../domain/money/money';
import type { AdminStatistics } from '../ports/admin-statistics';
import { GetOrderStatistics } from './GetOrderStatistics';

const statistics = (
  counts: { pending: number; processing: number; completed: number; cancelled: number },
  revenue: number,
) =>
  ({
    orderFigures: async () => ({ counts, completedRevenue: Money.fromCents(revenue) }),
  }) as unknown as AdminStatistics;

describe('GetOrderStatistics', () => {
  it('adds the statuses up and averages the revenue over completed orders, half-up', async () => {
    const stats = await new GetOrderStatistics(
      statistics({ pending: 4, processing: 1, completed: 2, cancelled: 3 }, 15001),
    ).execute();
    expect({ ...stats, revenue: stats.revenue.cents, averageOrderValue: stats.averageOrderValue.cents }).toEqual({
      total: 10,
      pending: 4,
      processing: 1,
      completed: 2,
      cancelled: 3,
      revenue: 15001,
      averageOrderValue: 7501,
    });
  });

  it('gives an average of 0 without completed orders', async () => {
    const stats = await new GetOrderStatistics(
      statistics({ pending: 2, processing: 0, completed: 0, cancelled: 1 }, 0),
    ).execute();
    expect([stats.total, stats.averageOrderValue.cents]).toEqual([3, 0]);
  });
});
