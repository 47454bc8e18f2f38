import type { ProductStatistics } from '../../domain/catalog/product-statistics';
import type { AdminStatistics } from '../ports/admin-statistics';
import { GetProductStatistics } from './GetProductStatistics';

describe('GetProductStatistics', () => {
  it('asks the aggregate for the Lima date (promotions are counted on it)', async () => {
    const figures: ProductStatistics = {
      total: 3,
      active: 2,
      promoted: 1,
      inCarousel: 1,
      upcomingPromotions: 0,
      activePromotions: 1,
      lowStock: 1,
    };
    const asked: string[] = [];
    const statistics = {
      productFigures: async (today: string) => {
        asked.push(today);
        return figures;
      },
    } as unknown as AdminStatistics;
    // 22:30 on 21 November in Lima is already the 22nd in UTC.
    const clock = { now: () => new Date('2026-11-22T03:30:00Z') };
    expect(await new GetProductStatistics(statistics, clock).execute()).toBe(figures);
    expect(asked).toEqual(['2026-11-21']);
  });
});
