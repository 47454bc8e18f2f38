import { createUnionType, Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from './catalog.types';
import { ErrorResult, InvalidInputError, NotFoundError } from './error-result.types';
import { PageInfo } from './page.types';

export enum StockMovementReason {
  OPENING_BALANCE = 'opening-balance',
  PRODUCT_CREATED = 'product-created',
  PRODUCT_FORM = 'product-form',
  ADMIN_ADJUSTMENT = 'admin-adjustment',
  ORDER_COMPLETED = 'order-completed',
  HOLD_PLACED = 'hold-placed',
  HOLD_CONVERTED = 'hold-converted',
  HOLD_RELEASED = 'hold-released',
  HOLD_EXPIRED = 'hold-expired',
}
registerEnumType(StockMovementReason, {
  name: 'StockMovementReason',
  description:
    'Por qué se movió el stock: stock inicial, producto creado, formulario, botones − y +, pedido completado, ' +
    'reserva de un pedido (hecha, convertida en venta, liberada al cancelar, vencida).',
});

@ObjectType('StockMovement', { description: 'Un cambio en las unidades de un producto (el libro de stock).' })
export class StockMovement {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => StockMovementReason) reason!: StockMovementReason;
  @Field({ description: "'Ajuste manual', 'Pedido completado'…" }) reasonLabel!: string;
  @Field(() => Int, { description: 'Unidades sumadas al stock (negativo: restadas).' }) stockDelta!: number;
  @Field(() => Int, { description: 'Unidades sumadas a las reservadas por pedidos (negativo: liberadas).' })
  heldDelta!: number;
  @Field(() => Int, { description: 'El stock después del cambio.' }) stockAfter!: number;
  @Field(() => Int, { description: 'Las unidades reservadas después del cambio.' }) heldAfter!: number;
  @Field(() => ID, { nullable: true, description: 'El pedido que lo causó.' }) orderId!: string | null;
  @Field(() => String, { nullable: true, description: 'Los últimos 6 caracteres del pedido.' })
  orderShortId!: string | null;
  @Field(() => String, { nullable: true, description: 'El admin que lo hizo.' }) adminEmail!: string | null;
  @Field(() => GraphQLISODateTime) at!: Date;
}

@ObjectType('StockMovementPage', { implements: PageInfo })
export class StockMovementPage extends PageInfo {
  @Field(() => [StockMovement], { description: 'Del más reciente al más antiguo.' }) items!: StockMovement[];
}

@ObjectType('ProductStockChangedError', {
  implements: ErrorResult,
  description:
    'El formulario cambia el stock, pero este cambió desde que se abrió (un pedido o el otro admin): no se guardó ' +
    'nada; `currentStock` es el de ahora.',
})
export class ProductStockChangedError extends ErrorResult {
  @Field(() => Int) currentStock!: number;
}

export const UpdateProductResult = createUnionType({
  name: 'UpdateProductResult',
  types: () => [Product, InvalidInputError, NotFoundError, ProductStockChangedError] as const,
});
