import type { ProductStatistics } from '../../domain/catalog/product-statistics';
import { limaDate } from '../../domain/shared/lima-date';
import type { AdminStatistics } from '../ports/admin-statistics';
import type { Clock } from '../ports/clock';

/**
 * The products screen's stat cards over every product (archived ones excepted), the domain's productStatistics
 * counted by one aggregate query whatever the catalogue's size.
 */
export class GetProductStatistics {
  constructor(
    private readonly statistics: AdminStatistics,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<ProductStatistics> {
    return this.statistics.productFigures(limaDate(this.clock.now()));
  }
}
