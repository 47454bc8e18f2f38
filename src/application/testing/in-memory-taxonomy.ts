import type { Brand } from '../../domain/catalog/brand';
import type { BrandDraft } from '../../domain/catalog/brand-form';
import type { Category } from '../../domain/catalog/category';
import type { CategoryFormInput } from '../../domain/catalog/category-form';
import { normalizeSearchText } from '../../domain/catalog/product-search';
import type { PageWindow } from '../../domain/shared/pagination';
import type { Page } from '../ports/catalog-repositories';
import type { BrandWrites, CategoryWrites, TaxonomyUsage, WithProductCount } from '../ports/taxonomy-writes';

/** A product as the taxonomy fakes see it: its brand, its categories, and whether it is archived. */
export interface TaxonomyProduct {
  readonly brandId: string;
  readonly categoryIds: readonly string[];
  readonly archived?: boolean;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');
const matches = (name: string, needle: string | null) => needle === null || normalizeSearchText(name).includes(needle);

/**
 * Brands, categories and the products that use them, in memory, for the admin taxonomy use cases: the writes
 * of a transaction (brandWrites, categoryWrites; each can restore what a rolled-back transaction changed).
 */
export class InMemoryTaxonomy {
  readonly brands = new Map<string, Brand>();
  readonly categories = new Map<string, Category>();
  readonly products: TaxonomyProduct[] = [];
  private nextId = 1;

  constructor(seed: { brands?: readonly Brand[]; categories?: readonly Category[] } = {}) {
    for (const brand of seed.brands ?? []) this.brands.set(brand.id, brand);
    for (const category of seed.categories ?? []) this.categories.set(category.id, category);
  }

  private usage(filter: (product: TaxonomyProduct) => boolean): TaxonomyUsage {
    const using = this.products.filter(filter);
    return { products: using.filter((p) => !p.archived).length, archived: using.filter((p) => p.archived).length };
  }

  private restorer<K>(map: Map<K, unknown>) {
    return () => {
      const saved = new Map(map);
      return () => {
        map.clear();
        saved.forEach((value, key) => map.set(key, value));
      };
    };
  }

  readonly brandWrites: BrandWrites & { snapshot(): () => void } = {
    snapshot: this.restorer(this.brands),
    listForAdmin: async (needle, window) =>
      pageOf(
        [...this.brands.values()]
          .filter((brand) => matches(brand.name, needle))
          .sort(byName)
          .map((item): WithProductCount<Brand> => ({
            item,
            productCount: this.usage((p) => p.brandId === item.id).products,
          })),
        window,
      ),
    findById: async (id) => this.brands.get(id) ?? null,
    insert: async (draft: BrandDraft, at) => {
      const brand: Brand = { id: `brand-${this.nextId++}`, ...draft, createdAt: at, updatedAt: at };
      this.brands.set(brand.id, brand);
      return brand;
    },
    lockForUpdate: async (id) => this.brands.get(id) ?? null,
    update: async (id, draft, at) => {
      const brand: Brand = { ...this.brands.get(id)!, ...draft, updatedAt: at };
      this.brands.set(id, brand);
      return brand;
    },
    productCount: async (id) => this.usage((p) => p.brandId === id).products,
    usage: async (id) => this.usage((p) => p.brandId === id),
    delete: async (id) => void this.brands.delete(id),
  };

  readonly categoryWrites: CategoryWrites & { snapshot(): () => void } = {
    snapshot: this.restorer(this.categories),
    listForAdmin: async (needle, window) =>
      pageOf(
        [...this.categories.values()]
          .filter((category) => matches(category.name, needle))
          .sort(byName)
          .map((item): WithProductCount<Category> => ({
            item,
            productCount: this.usage((p) => p.categoryIds.includes(item.id)).products,
          })),
        window,
      ),
    insert: async (draft: CategoryFormInput, at) => {
      const category: Category = { id: `category-${this.nextId++}`, ...draft, createdAt: at, updatedAt: at };
      this.categories.set(category.id, category);
      return category;
    },
    update: async (id, draft, at) => {
      const saved = this.categories.get(id);
      if (!saved) return null;
      const category: Category = { ...saved, ...draft, updatedAt: at };
      this.categories.set(id, category);
      return category;
    },
    lockForUpdate: async (id) => this.categories.get(id) ?? null,
    usage: async (id) => this.usage((p) => p.categoryIds.includes(id)),
    delete: async (id) => void this.categories.delete(id),
  };
}

/** The rows of `window` (all of them without one) and how many there are. */
function pageOf<T>(rows: readonly T[], window?: PageWindow): Page<T> {
  return { items: window ? rows.slice(window.offset, window.offset + window.limit) : rows, total: rows.length };
}
