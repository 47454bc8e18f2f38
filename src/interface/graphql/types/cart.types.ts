import { createUnionType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from './catalog.types';
import { InvalidInputError } from './error-result.types';
import { Money } from './money.type';

export enum CartLineChange {
  NONE = 'none',
  QUANTITY_CUT = 'quantity-cut',
  REMOVED = 'removed',
}
registerEnumType(CartLineChange, {
  name: 'CartLineChange',
  description:
    'NONE: como se pidió; QUANTITY_CUT: reducida al stock; REMOVED: sin stock, ya no está a la venta o no existe.',
});

@InputType('CartLineInput', { description: 'Una línea del carrito: el producto y cuántas unidades (1 a 999).' })
export class CartLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
}

@ObjectType('CartQuoteLine')
export class CartQuoteLine {
  @Field(() => ID) productId!: string;
  @Field(() => Product, { nullable: true, description: 'null si el producto ya no existe.' })
  product!: Product | null;
  @Field(() => Int, { description: 'Lo que pidió el comprador.' }) requestedQuantity!: number;
  @Field(() => Int, { description: 'Tras revisar el stock (0 si REMOVED).' }) quantity!: number;
  @Field(() => CartLineChange) change!: CartLineChange;
  @Field(() => Money, { description: 'Precio de hoy (con la promoción si aplica); 0 si el producto no existe.' })
  unitPrice!: Money;
  @Field(() => Money) originalUnitPrice!: Money;
  @Field(() => Money, { description: 'unitPrice × quantity.' }) lineTotal!: Money;
}

@ObjectType('CartQuote', { description: 'El carrito según el servidor: precios de hoy, recortado al stock.' })
export class CartQuote {
  @Field(() => [CartQuoteLine], { description: 'Las líneas que siguen en el carrito (las REMOVED van en `removed`).' })
  lines!: CartQuoteLine[];
  @Field(() => [CartQuoteLine], { description: 'Las líneas quitadas (cantidad 0).' }) removed!: CartQuoteLine[];
  @Field(() => Int, { description: 'Unidades en el carrito.' }) itemCount!: number;
  @Field(() => Money, { description: 'Suma de lineTotal con los precios de hoy.' }) subtotal!: Money;
  @Field({ description: 'true si alguna línea se redujo o se quitó.' }) adjusted!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.' si adjusted; si no, null.",
  })
  message!: string | null;
}

export const CartResult = createUnionType({
  name: 'CartResult',
  types: () => [CartQuote, InvalidInputError] as const,
});
