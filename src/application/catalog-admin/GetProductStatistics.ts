import { productStatistics, type ProductStatistics } from '../../domain/catalog/product-statistics';
import { limaDate } from '../../domain/shared/lima-date';
import type { Clock } from '../ports/clock';
import type { AdminProductQueries } from '../ports/product-writes';

/** The products screen's stat cards, counted by the domain over every product (archived ones excepted). */
export class GetProductStatistics {
  constructor(
    private readonly products: AdminProductQueries,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ProductStatistics> {
    return productStatistics(await this.products.listForAdmin(null), limaDate(this.clock.now()));
  }
}
