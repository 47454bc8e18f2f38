import type { Brand } from '../../domain/catalog/brand';
import type { BrandDraft } from '../../domain/catalog/brand-form';
import type { Category } from '../../domain/catalog/category';
import type { CategoryFormInput } from '../../domain/catalog/category-form';
import { normalizeSearchText } from '../../domain/catalog/product-search';
import type { BrandWrites, CategoryWrites, TaxonomyRemoval, WithProductCount } from '../ports/taxonomy-writes';

/** A product as the taxonomy fakes see it: its brand, its categories, and whether it is archived. */
export interface TaxonomyProduct {
  readonly brandId: string;
  readonly categoryIds: readonly string[];
  readonly archived?: boolean;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');
const matches = (name: string, needle: string | null) => needle === null || normalizeSearchText(name).includes(needle);

/** Brands, categories and the products that use them, in memory, for the admin taxonomy use cases. */
export class InMemoryTaxonomy {
  readonly brands = new Map<string, Brand>();
  readonly categories = new Map<string, Category>();
  readonly products: TaxonomyProduct[] = [];
  private nextId = 1;

  constructor(seed: { brands?: readonly Brand[]; categories?: readonly Category[] } = {}) {
    for (const brand of seed.brands ?? []) this.brands.set(brand.id, brand);
    for (const category of seed.categories ?? []) this.categories.set(category.id, category);
  }

  private count(filter: (product: TaxonomyProduct) => boolean, archived = false): number {
    return this.products.filter((product) => Boolean(product.archived) === archived && filter(product)).length;
  }

  readonly brandWrites: BrandWrites = {
    listForAdmin: async (needle): Promise<WithProductCount<Brand>[]> =>
      [...this.brands.values()]
        .filter((brand) => matches(brand.name, needle))
        .sort(byName)
        .map((item) => ({ item, productCount: this.count((p) => p.brandId === item.id) })),
    findById: async (id) => this.brands.get(id) ?? null,
    insert: async (draft: BrandDraft, at) => {
      const brand: Brand = { id: `brand-${this.nextId++}`, ...draft, createdAt: at, updatedAt: at };
      this.brands.set(brand.id, brand);
      return brand;
    },
    update: async (id, draft, at) => {
      const previous = this.brands.get(id);
      if (!previous) return null;
      const brand: Brand = { ...previous, ...draft, updatedAt: at };
      this.brands.set(id, brand);
      return { previous, brand };
    },
    productCount: async (id) => this.count((p) => p.brandId === id),
    deleteUnlessUsed: async (id): Promise<TaxonomyRemoval<Brand>> => {
      const brand = this.brands.get(id);
      if (!brand) return { outcome: 'missing' };
      const products = this.count((p) => p.brandId === id);
      const archived = this.count((p) => p.brandId === id, true);
      if (products + archived > 0) return { outcome: 'in-use', products, archived };
      this.brands.delete(id);
      return { outcome: 'deleted', item: brand };
    },
  };

  readonly categoryWrites: CategoryWrites = {
    listForAdmin: async (needle) =>
      [...this.categories.values()].filter((category) => matches(category.name, needle)).sort(byName),
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
    deleteUnlessUsed: async (id): Promise<TaxonomyRemoval<Category>> => {
      const category = this.categories.get(id);
      if (!category) return { outcome: 'missing' };
      const products = this.count((p) => p.categoryIds.includes(id));
      if (products > 0)
        return { outcome: 'in-use', products, archived: this.count((p) => p.categoryIds.includes(id), true) };
      this.categories.delete(id);
      return { outcome: 'deleted', item: category };
    },
  };
}
