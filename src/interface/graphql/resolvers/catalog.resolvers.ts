import { inject, injectable } from 'inversify';
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { GetProduct } from '../../../application/catalog/GetProduct';
import { ListBrands } from '../../../application/catalog/ListBrands';
import { ListCategories } from '../../../application/catalog/ListCategories';
import { ListProducts } from '../../../application/catalog/ListProducts';
import { SearchProducts } from '../../../application/catalog/SearchProducts';
import { TOKENS } from '../../../application/ports/tokens';
import type { Clock } from '../../../application/ports/clock';
import type { FileStorage } from '../../../application/ports/file-storage';
import { limaDate } from '../../../domain/shared/lima-date';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { CatalogPresenter } from '../presenters/catalog.presenter';
import { Brand, BrandPage, Category, ProductPage, Product } from '../types/catalog.types';
import { ActiveFilterArgs, BrandPageArgs, ProductsArgs } from './catalog.args';

/*
 * Who sees what (inactive products, brands and categories are the admin's) is decided by the read use cases with
 * the request's viewer (application/catalog/catalogue-visibility.ts), and by the request's loaders, built for that
 * viewer: these resolvers only pass it on.
 */

@injectable()
@Resolver(() => Product)
export class ProductResolver {
  private readonly present: CatalogPresenter;

  constructor(
    @inject(ListProducts) private readonly listProducts: ListProducts,
    @inject(GetProduct) private readonly getProduct: GetProduct,
    @inject(SearchProducts) private readonly searchProductsUseCase: SearchProducts,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new CatalogPresenter(storage);
  }

  @Query(() => ProductPage, { description: 'Productos filtrados, ordenados y paginados.' })
  async products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: GraphQLContext): Promise<ProductPage> {
    const result = await this.listProducts.execute({ ...args, sort: args.sort }, ctx.viewer);
    if (!result.ok) throw domainFailure(result.error);
    return this.present.productPage(result.value);
  }

  @Query(() => Product, { nullable: true, description: 'Un producto por id; null si no existe.' })
  async product(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Product | null> {
    const product = await this.getProduct.execute(id, ctx.viewer);
    if (!product) return null;
    return this.present.product(product, limaDate(this.clock.now()));
  }

  @Query(() => [Product], {
    description:
      'Búsqueda por nombre o marca, sin distinguir mayúsculas ni tildes; a lo más 5, solo productos a la venta.',
  })
  async searchProducts(@Arg('query') query: string): Promise<Product[]> {
    const result = await this.searchProductsUseCase.execute(query);
    if (!result.ok) throw domainFailure(result.error);
    return this.present.products(result.value.items, result.value.today);
  }

  /**
   * The brand of a product presented without its taxonomy (a cart line, a story), by id; a catalogue read's comes
   * with the product and is read before this resolver (schema.ts, readPresentedTaxonomyFirst).
   */
  @FieldResolver(() => Brand, { nullable: true })
  brand(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<Brand | null> {
    return ctx.loaders.brandById.load(product.brandId).then((brand) => (brand ? this.present.brand(brand) : null));
  }

  /**
   * Its categories as the viewer may see them (the read use case's), by id; a catalogue read's come with the
   * product and are read before this resolver (schema.ts, readPresentedTaxonomyFirst).
   */
  @FieldResolver(() => [Category])
  categories(@Root() product: Product, @Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return ctx.loaders.categoryById
      .loadMany(product.categoryIds)
      .then((categories) =>
        categories
          .filter((c): c is Exclude<typeof c, Error | null> => c !== null && !(c instanceof Error))
          .map((c) => this.present.category(c)),
      );
  }
}

@injectable()
@Resolver(() => Brand)
export class BrandResolver {
  private readonly present: CatalogPresenter;

  constructor(
    @inject(ListBrands) private readonly listBrands: ListBrands,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new CatalogPresenter(storage);
  }

  @Query(() => [Brand], { description: 'Marcas ordenadas por nombre.' })
  async brands(
    @Args(() => ActiveFilterArgs) { active }: ActiveFilterArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Brand[]> {
    return (await this.listBrands.execute(active, ctx.viewer)).map((b) => this.present.brand(b));
  }

  @Query(() => BrandPage, {
    description:
      'Una página de las marcas activas, en el orden de `brands` (para todos; el carrusel de marcas pide las que ' +
      'muestra y las siguientes al avanzar).',
  })
  async brandPage(@Args(() => BrandPageArgs) request: BrandPageArgs, @Ctx() ctx: GraphQLContext): Promise<BrandPage> {
    const result = await this.listBrands.page(request, ctx.viewer);
    if (!result.ok) throw domainFailure(result.error);
    const { items, ...page } = result.value;
    return Object.assign(new BrandPage(), { ...page, items: items.map((b) => this.present.brand(b)) });
  }

  @Query(() => Brand, { nullable: true })
  async brand(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Brand | null> {
    const brand = await ctx.loaders.brandById.load(id);
    return brand ? this.present.brand(brand) : null;
  }
}

@injectable()
@Resolver(() => Category)
export class CategoryResolver {
  private readonly present: CatalogPresenter;

  constructor(
    @inject(ListCategories) private readonly listCategories: ListCategories,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new CatalogPresenter(storage);
  }

  @Query(() => [Category], { description: 'Categorías ordenadas por nombre.' })
  async categories(
    @Args(() => ActiveFilterArgs) { active }: ActiveFilterArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Category[]> {
    return (await this.listCategories.execute(active, ctx.viewer)).map((c) => this.present.category(c));
  }

  @Query(() => Category, { nullable: true })
  async category(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Category | null> {
    const category = await ctx.loaders.categoryById.load(id);
    return category ? this.present.category(category) : null;
  }
}

export const catalogResolvers = [ProductResolver, BrandResolver, CategoryResolver] as const;
