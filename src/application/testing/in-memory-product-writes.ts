import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import type { Product } from '../../domain/catalog/product';
import {
  compareAdminProducts,
  compareMostWaited,
  matchesAdminProductFilter,
  type WithRestockWaiting,
} from '../../domain/catalog/product-admin';
import { promotionStatus } from '../../domain/catalog/promotion';
import type { IsoDate } from '../../domain/shared/lima-date';
import type { BrandRepository, CategoryRepository, ProductWithTaxonomy } from '../ports/catalog-repositories';
import type { FileStorage } from '../ports/file-storage';
import type { AdminProductQueries, ProductContent, ProductWrites } from '../ports/product-writes';
import { InMemoryCatalogue } from './in-memory-catalog';

/**
 * The admin's product writes over the in-memory catalogue (so the storefront
 * reads of the same fake see them). `ordered` stands for the order lines that
 * name a product; archived products leave the catalogue for `archived`.
 */
export class InMemoryProductWrites implements ProductWrites, AdminProductQueries {
  readonly archived = new Map<string, Product>();
  readonly ordered = new Set<string>();
  readonly categories = new Map<string, Category>();
  /** How many confirmed restock requests wait for each product (none unless set). */
  readonly restockWaiting = new Map<string, number>();
  private next = 1;

  constructor(readonly catalogue: InMemoryCatalogue = new InMemoryCatalogue()) {}

  get products(): Map<string, Product> {
    return this.catalogue.products;
  }

  snapshot() {
    const products = new Map(this.products);
    const archived = new Map(this.archived);
    return () => {
      this.products.clear();
      products.forEach((product, id) => this.products.set(id, product));
      this.archived.clear();
      archived.forEach((product, id) => this.archived.set(id, product));
    };
  }

  async insert(content: ProductContent, at: Date): Promise<Product> {
    const position = Math.max(0, ...[...this.products.values()].map((p) => p.position)) + 1;
    const id = `00000000-0000-4000-8000-${String(this.next++).padStart(12, '0')}`;
    const product: Product = { id, ...this.fields(content), stock: 0, held: 0, position, createdAt: at, updatedAt: at };
    this.products.set(id, product);
    return product;
  }

  async lockForUpdate(id: string): Promise<Product | null> {
    return this.products.get(id) ?? null;
  }

  async update(id: string, content: ProductContent, at: Date): Promise<Product | null> {
    return this.change(id, { ...this.fields(content), updatedAt: at });
  }

  async isOrdered(id: string): Promise<boolean> {
    return this.ordered.has(id);
  }

  async archive(id: string, at: Date): Promise<void> {
    const product = this.products.get(id);
    if (!product) return;
    this.products.delete(id);
    this.archived.set(id, { ...product, active: false, imageKeys: [], updatedAt: at });
  }

  async delete(id: string): Promise<void> {
    this.products.delete(id);
  }

  async setCarousel(id: string, carousel: boolean, at: Date): Promise<Product | null> {
    return this.change(id, { carousel, updatedAt: at });
  }

  async switchOffExpiredPromotions(today: IsoDate, at: Date): Promise<number> {
    const expired = [...this.products.values()].filter((p) => promotionStatus(p.promotion, today) === 'expired');
    for (const product of expired) {
      this.change(product.id, { promotion: { ...product.promotion, isPromoted: false, discount: 0 }, updatedAt: at });
    }
    return expired.length;
  }

  async pageForAdmin({ filter, sort, offset, limit }: Parameters<AdminProductQueries['pageForAdmin']>[0]) {
    const brandName = (product: Product) => this.catalogue.brands.get(product.brandId)?.name ?? null;
    const found = [...this.products.values()]
      .filter((product) => matchesAdminProductFilter(product, brandName(product), filter))
      .map((product) => ({ ...product, restockWaiting: this.restockWaiting.get(product.id) ?? 0 }))
      .sort(sort === 'most-waited' ? compareMostWaited : compareAdminProducts);
    const items = found.slice(offset, offset + limit).map((product): WithRestockWaiting<ProductWithTaxonomy> => ({
      ...product,
      brand: this.catalogue.brands.get(product.brandId) ?? null,
      categories: product.categoryIds.flatMap(
        (id) => this.categories.get(id) ?? this.catalogue.categories.get(id) ?? [],
      ),
    }));
    return { items, total: found.length };
  }

  /** The brands and categories the form may choose from, as their read ports. */
  brandRepository(): BrandRepository {
    const brands = () => [...this.catalogue.brands.values()];
    return {
      list: async ({ active }) => brands().filter((b) => active === undefined || b.active === active),
      findByIds: async (ids) => brands().filter((b) => ids.includes(b.id)),
    };
  }

  categoryRepository(): CategoryRepository {
    const categories = () => [...this.categories.values()];
    return {
      list: async ({ active }) => categories().filter((c) => active === undefined || c.active === active),
      findByIds: async (ids) => categories().filter((c) => ids.includes(c.id)),
    };
  }

  addBrand(brand: Brand): void {
    this.catalogue.brands.set(brand.id, brand);
  }

  addCategory(category: Category): void {
    this.categories.set(category.id, category);
  }

  /** The content's own fields only (a checked form also carries its stock, which the ledger writes). */
  private fields(content: ProductContent): ProductContent {
    const { name, description, brandId, originalPrice, promotion, active, carousel } = content;
    return {
      name,
      description,
      brandId,
      originalPrice,
      promotion,
      active,
      carousel,
      categoryIds: [...content.categoryIds],
      imageKeys: [...content.imageKeys],
    };
  }

  private change(id: string, changes: Partial<Product>): Product | null {
    const product = this.products.get(id);
    if (!product) return null;
    const changed = { ...product, ...changes };
    this.products.set(id, changed);
    return changed;
  }
}

/** Files by key in memory; `deleted` lists every delete, in order. */
export class InMemoryFileStorage implements FileStorage {
  readonly files = new Map<string, { content: Buffer; contentType: string }>();
  readonly deleted: string[] = [];

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    this.files.set(key, { content, contentType });
  }
  async get(key: string) {
    const file = this.files.get(key);
    if (!file) return null;
    // The admin use cases only ask whether a file is there (and close what they opened).
    const body = { destroy: () => undefined } as unknown as NodeJS.ReadableStream;
    return { body, contentType: file.contentType, size: file.content.length };
  }
  async delete(key: string): Promise<void> {
    this.deleted.push(key);
    this.files.delete(key);
  }
  async list(prefix: string): Promise<string[]> {
    return [...this.files.keys()].filter((key) => key.startsWith(prefix)).sort();
  }
  publicUrl(key: string): string {
    return `/files/${key}`;
  }
}
