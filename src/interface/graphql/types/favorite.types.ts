import { createUnionType, Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Product } from './catalog.types';
import { Money } from './money.type';
import { ErrorResult, NotFoundError } from './error-result.types';
import { PageInfo } from './page.types';

@ObjectType('Favorite', { description: "Un producto de 'Mis favoritos', como está hoy." })
export class Favorite {
  @Field(() => ID) productId!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: 'null si la marca ya no existe.' }) brandName!: string | null;
  @Field(() => String, { nullable: true, description: 'Imagen principal.' }) imageUrl!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'Cuándo lo marcó el cliente.' }) addedAt!: Date;
  @Field(() => Product, {
    nullable: true,
    description:
      'El producto con el precio de hoy (promoción incluida) y su stock; null si ya no está a la venta (se ' +
      'muestra sin precio, como no disponible).',
  })
  product!: Product | null;
  @Field(() => Money, {
    nullable: true,
    description:
      'Cuánto menos cuesta hoy que el día en que lo marcó (los dos con su promoción); null si no bajó, si ese ' +
      'precio no se conoce o si ya no está a la venta.',
  })
  priceDrop!: Money | null;
}

@ObjectType('FavoritePage', { implements: PageInfo, description: "Una página de 'Mis favoritos', el último primero." })
export class FavoritePage extends PageInfo {
  @Field(() => [Favorite]) items!: Favorite[];
}

@ObjectType('FavoriteAdded', { description: "El producto está en 'Mis favoritos' (agregarlo dos veces es uno)." })
export class FavoriteAdded {
  @Field(() => ID) productId!: string;
  @Field() message!: string;
}

@ObjectType('FavoriteRemoved', { description: "El producto ya no está en 'Mis favoritos'." })
export class FavoriteRemoved {
  @Field(() => ID) productId!: string;
  @Field() message!: string;
}

@ObjectType('FavoritesLimitError', {
  implements: ErrorResult,
  description: 'La cuenta ya tiene el máximo de favoritos: hay que quitar alguno para agregar otro.',
})
export class FavoritesLimitError extends ErrorResult {}

export const AddFavoriteResult = createUnionType({
  name: 'AddFavoriteResult',
  types: () => [FavoriteAdded, FavoritesLimitError, NotFoundError] as const,
});
