import { inject, injectable } from 'inversify';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AddFavorite } from '../../../application/favorites/AddFavorite';
import { ListMyFavorites, MY_FAVORITES_PAGE_SIZE } from '../../../application/favorites/ListMyFavorites';
import { MyFavoriteProductIds } from '../../../application/favorites/MyFavoriteProductIds';
import { RemoveFavorite } from '../../../application/favorites/RemoveFavorite';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { FAVORITES_MESSAGES, MAX_FAVORITES } from '../../../domain/favorites/favorites';
import { MAX_PAGE_SIZE } from '../../../domain/shared/pagination';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { CatalogPresenter } from '../presenters/catalog.presenter';
import { presentError } from '../presenters/error-result.presenter';
import { AddFavoriteResult, FavoriteAdded, FavoritePage, FavoriteRemoved } from '../types/favorite.types';
import { Money } from '../types/money.type';

/** 'Favoritos': each signed-in account's own list; guests are asked to sign in (UNAUTHENTICATED). */
@injectable()
@Resolver()
export class FavoriteResolver {
  private readonly catalog: CatalogPresenter;

  constructor(
    @inject(AddFavorite) private readonly addFavoriteUseCase: AddFavorite,
    @inject(RemoveFavorite) private readonly removeFavoriteUseCase: RemoveFavorite,
    @inject(ListMyFavorites) private readonly listMyFavorites: ListMyFavorites,
    @inject(MyFavoriteProductIds) private readonly myFavoriteIds: MyFavoriteProductIds,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.catalog = new CatalogPresenter(storage);
  }

  @Authorized()
  @Query(() => FavoritePage, {
    description: `Una página de los favoritos de la cuenta, el último marcado primero (${MY_FAVORITES_PAGE_SIZE} por defecto).`,
  })
  async myFavoritePage(
    @Arg('page', () => Int, { defaultValue: 1, description: 'Desde 1.' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: MY_FAVORITES_PAGE_SIZE, description: `De 1 a ${MAX_PAGE_SIZE}.` })
    pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FavoritePage> {
    const result = await this.listMyFavorites.execute(ctx.viewer!, { page, pageSize });
    if (!result.ok) throw domainFailure(result.error);
    const { items, today, ...where } = result.value;
    return Object.assign(new FavoritePage(), {
      ...where,
      items: items.map((favorite) => {
        const product = this.catalog.product(favorite.product, today);
        return {
          productId: product.id,
          name: product.name,
          brandName: favorite.brandName,
          imageUrl: product.imageUrl,
          addedAt: favorite.addedAt,
          product: favorite.onSale ? product : null,
          priceDrop: favorite.priceDrop && Money.from(favorite.priceDrop),
        };
      }),
    });
  }

  @Authorized()
  @Query(() => [ID], {
    description: `Los productos que la cuenta marcó como favoritos (máximo ${MAX_FAVORITES}), para los corazones.`,
  })
  myFavoriteProductIds(@Ctx() ctx: GraphQLContext): Promise<string[]> {
    return this.myFavoriteIds.execute(ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => AddFavoriteResult, {
    description: `Agrega un producto a los favoritos de la cuenta (máximo ${MAX_FAVORITES}); dos veces es una.`,
  })
  async addFavorite(
    @Arg('productId', () => ID) productId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AddFavoriteResult> {
    const result = await this.addFavoriteUseCase.execute(productId, ctx.viewer!);
    if (!result.ok) return presentError(result.error);
    return Object.assign(new FavoriteAdded(), { productId: result.value.productId, message: FAVORITES_MESSAGES.added });
  }

  @Authorized()
  @Mutation(() => FavoriteRemoved, { description: 'Quita un producto de los favoritos de la cuenta (si estaba).' })
  async removeFavorite(
    @Arg('productId', () => ID) productId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FavoriteRemoved> {
    const { productId: removed } = await this.removeFavoriteUseCase.execute(productId, ctx.viewer!);
    return Object.assign(new FavoriteRemoved(), { productId: removed, message: FAVORITES_MESSAGES.removed });
  }
}
