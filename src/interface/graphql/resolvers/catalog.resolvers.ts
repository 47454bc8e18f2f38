import { inject, injectable } from 'inversify';
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { GetProduct } from '../../../application/catalog/GetProduct';
import { ListBrands } from '../../../application/catalog/ListBrands';
import { ListCategories } from '../../../application/catalog/ListCategories';
import { ListProducts } from '../../../application/catalog/ListProducts';
import { TOKENS } from '../../../application/ports/tokens';
import type { Clock } from '../../../application/ports/clock';
import type { FileStorage } from '../../../application/ports/file-storage';
import { limaDate } from '../../../domain/shared/lima-date';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { CatalogPresenter } from '../presenters/catalog.presenter';
import { BrandType, CategoryType, ProductPageType, ProductType } from '../types/catalog.types';
import { ActiveFilterArgs, ProductsArgs } from './catalog.args';

@injectable()
@Resolver(() => ProductType)
export class ProductResolver {
  private readonly present: CatalogPresenter;

  constructor(
    @inject(ListProducts) private readonly listProducts: ListProducts,
    @inject(GetProduct) private readonly getProduct: GetProduct,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new CatalogPresenter(storage);
  }

  @Query(() => ProductPageType, { description: 'Productos filtrados, ordenados y paginados.' })
  async products(@Args(() => ProductsArgs) args: ProductsArgs): Promise<ProductPageType> {
    const result = await this.listProducts.execute({ ...args, sort: args.sort });
    if (!result.ok) throw domainFailure(result.error);
    const { items, today, ...page } = result.value;
    return Object.assign(new ProductPageType(), {
      ...page,
      items: items.map((product) => this.present.product(product, today)),
    });
  }

  @Query(() => ProductType, { nullable: true, description: 'Un producto por id; null si no existe.' })
  async product(@Arg('id', () => ID) id: string): Promise<ProductType | null> {
    const product = await this.getProduct.execute(id);
    return product ? this.present.product(product, limaDate(this.clock.now())) : null;
  }

  @FieldResolver(() => BrandType, { nullable: true })
  async brand(@Root() product: ProductType, @Ctx() ctx: GraphQLContext): Promise<BrandType | null> {
    const brand = await ctx.loaders.brandById.load(product.brandId);
    return brand ? this.present.brand(brand) : null;
  }

  @FieldResolver(() => [CategoryType])
  async categories(@Root() product: ProductType, @Ctx() ctx: GraphQLContext): Promise<CategoryType[]> {
    const categories = await ctx.loaders.categoryById.loadMany(product.categoryIds);
    return categories
      .filter((c): c is Exclude<typeof c, Error | null> => c !== null && !(c instanceof Error))
      .map((c) => this.present.category(c));
  }
}

@injectable()
@Resolver(() => BrandType)
export class BrandResolver {
  private readonly present: CatalogPresenter;

  constructor(
    @inject(ListBrands) private readonly listBrands: ListBrands,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new CatalogPresenter(storage);
  }

  @Query(() => [BrandType], { description: 'Marcas ordenadas por nombre.' })
  async brands(@Args(() => ActiveFilterArgs) { active }: ActiveFilterArgs): Promise<BrandType[]> {
    return (await this.listBrands.execute({ active })).map((b) => this.present.brand(b));
  }

  @Query(() => BrandType, { nullable: true })
  async brand(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<BrandType | null> {
    const brand = await ctx.loaders.brandById.load(id);
    return brand ? this.present.brand(brand) : null;
  }
}

@injectable()
@Resolver(() => CategoryType)
export class CategoryResolver {
  private readonly present: CatalogPresenter;

  constructor(
    @inject(ListCategories) private readonly listCategories: ListCategories,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new CatalogPresenter(storage);
  }

  @Query(() => [CategoryType], { description: 'Categorías ordenadas por nombre.' })
  async categories(@Args(() => ActiveFilterArgs) { active }: ActiveFilterArgs): Promise<CategoryType[]> {
    return (await this.listCategories.execute({ active })).map((c) => this.present.category(c));
  }

  @Query(() => CategoryType, { nullable: true })
  async category(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CategoryType | null> {
    const category = await ctx.loaders.categoryById.load(id);
    return category ? this.present.category(category) : null;
  }
}

export const catalogResolvers = [ProductResolver, BrandResolver, CategoryResolver] as const;
