import type { Brand } from '../../domain/catalog/brand';
import { paged, pageWindow, type Paged, type PageRequest, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { BrandRepository } from '../ports/catalog-repositories';
import { visibleActive, type CatalogueReader } from './catalogue-visibility';

export class ListBrands {
  constructor(private readonly brands: BrandRepository) {}

  /**
   * Sorted by name, as the catalogue menu and carousel show them: active ones, or for the admin those `active`
   * asks for (all when omitted).
   */
  async execute(active: boolean | null | undefined, reader: CatalogueReader): Promise<Brand[]> {
    const filter = visibleActive(reader, active);
    if (!filter) return [];
    const brands = await this.brands.list(filter);
    return brands.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }

  /**
   * One page of the active brands in the same order, for everyone (the home's carousel asks for the few it shows
   * and the next ones as it turns: a store of 300 brands put all of them in every home page).
   */
  async page(request: PageRequest, reader: CatalogueReader): Promise<Result<Paged<Brand>, PaginationError>> {
    const window = pageWindow(request);
    if (!window.ok) return window;
    const active = await this.execute(true, reader);
    return ok(
      paged(active.slice(window.value.offset, window.value.offset + window.value.limit), active.length, request),
    );
  }
}
