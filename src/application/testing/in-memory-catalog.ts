import { searchRank } from '../../domain/catalog/product-search';
import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import { priceOn, type Product } from '../../domain/catalog/product';
import { searchProducts } from '../../domain/catalog/product-search';
import { isListedOnWeb, isOnPromotionsPage, isOnSale } from '../../domain/catalog/product-visibility';
import { isDiscountApplied } from '../../domain/catalog/promotion';
import { availableStock } from '../../domain/stock/stock-movement';
import type {
  CatalogueEntry,
  Page,
  ProductListQuery,
  ProductRepository,
  ProductWithTaxonomy,
} from '../ports/catalog-repositories';

/**
 * The catalogue ports in memory, for use-case tests: every rule is the
 * domain's own (visibility, on sale, search, prices), as the SQL adapter
 * mirrors them.
 */
export class InMemoryCatalogue implements ProductRepository {
  readonly products = new Map<string, Product>();
  readonly brands = new Map<string, Brand>();
  readonly categories = new Map<string, Category>();
  /** Calls to findForCart, to check a cart is read in one go. */
  readonly cartReads: (readonly string[])[] = [];

  constructor(
    seed: { products?: readonly Product[]; brands?: readonly Brand[]; categories?: readonly Category[] } = {},
  ) {
    for (const brand of seed.brands ?? []) this.brands.set(brand.id, brand);
    for (const category of seed.categories ?? []) this.categories.set(category.id, category);
    for (const product of seed.products ?? []) this.products.set(product.id, product);
  }

  /** Replaces some fields of a stored product (price change, stock sold, deactivated…). */
  change(id: string, changes: Partial<Product>): void {
    const product = this.products.get(id);
    if (!product) throw new Error(`no product ${id}`);
    this.products.set(id, { ...product, ...changes });
  }

  private brandOf(product: Product): Brand | null {
    return this.brands.get(product.brandId) ?? null;
  }

  /** The product as the repository reads it: with its brand and its known categories. */
  private withTaxonomy(product: Product): ProductWithTaxonomy {
    const categories = product.categoryIds.flatMap((id) => this.categories.get(id) ?? []);
    return { ...product, brand: this.brandOf(product), categories };
  }

  async list(query: ProductListQuery): Promise<Page<ProductWithTaxonomy>> {
    const matches = [...this.products.values()].filter((product) => {
      const brand = this.brandOf(product);
      if (query.active !== undefined && isOnSale(product, brand) !== query.active) return false;
      if (query.carousel !== undefined && product.carousel !== query.carousel) return false;
      if (query.brandId && product.brandId !== query.brandId) return false;
      if (query.categoryId && !product.categoryIds.includes(query.categoryId)) return false;
      if (query.promoted !== undefined && isDiscountApplied(product.promotion, query.today) !== query.promoted) {
        return false;
      }
      if (query.search && searchRank({ name: product.name, brandName: brand?.name ?? '' }, query.search) === null) {
        return false;
      }
      if (query.listing === 'web') return isListedOnWeb(product, brand, query.today);
      if (query.listing === 'promotions') return isOnPromotionsPage(product, brand, query.today);
      return true;
    });
    const price = (product: Product) => priceOn(product, query.today).price.cents;
    const bySort: Record<ProductListQuery['sort'], (a: Product, b: Product) => number> = {
      position: (a, b) => a.position - b.position,
      'price-asc': (a, b) => price(a) - price(b),
      'price-desc': (a, b) => price(b) - price(a),
      name: () => 0,
    };
    matches.sort((a, b) => bySort[query.sort](a, b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return {
      items: matches.slice(query.offset, query.offset + query.limit).map((product) => this.withTaxonomy(product)),
      total: matches.length,
    };
  }

  async findById(id: string): Promise<ProductWithTaxonomy | null> {
    const product = this.products.get(id);
    return product ? this.withTaxonomy(product) : null;
  }

  async search(
    needle: string,
    limit: number,
    options: { readonly inStock?: boolean } = {},
  ): Promise<ProductWithTaxonomy[]> {
    const onSale = [...this.products.values()]
      .map((product) => ({ product, brand: this.brandOf(product) }))
      .filter(({ product, brand }) => isOnSale(product, brand) && (!options.inStock || availableStock(product) > 0))
      .map(({ product, brand }) => ({ product, name: product.name, brandName: brand?.name ?? '' }));
    return searchProducts(onSale, needle)
      .slice(0, limit)
      .map((match) => this.withTaxonomy(match.product));
  }

  async findForCart(ids: readonly string[]): Promise<CatalogueEntry[]> {
    this.cartReads.push([...ids]);
    return [...new Set(ids)]
      .map((id) => this.products.get(id))
      .filter((product): product is Product => product !== undefined)
      .map((product) => {
        const brand = this.brandOf(product);
        return { product, brand: brand ? { active: brand.active } : null, brandName: brand?.name ?? null };
      });
  }
}
