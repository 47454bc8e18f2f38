import {
  ArgsType,
  createUnionType,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  ObjectType,
  registerEnumType,
} from 'type-graphql';
import { ErrorResult, InvalidInputError } from './error-result.types';
import { Order, OrderStatus } from './order.types';
import { AdminPageArgs, PageInfo } from './page.types';

export enum AdminOrderSort {
  OLDEST = 'oldest',
  NEWEST = 'newest',
  TOTAL_DESC = 'total-desc',
  TOTAL_ASC = 'total-asc',
}
registerEnumType(AdminOrderSort, {
  name: 'AdminOrderSort',
  description: 'OLDEST (el orden de la especificación), NEWEST, o por total de mayor a menor / de menor a mayor.',
});

@ArgsType()
export class AdminOrdersArgs extends AdminPageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Id corto, nombre, e-mail, celular o documento; desde 3 caracteres (menos: no filtra).',
  })
  search?: string | null;

  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus | null;

  @Field(() => String, { nullable: true, description: 'Creados desde este día de Lima (AAAA-MM-DD), incluido.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Creados hasta este día de Lima (AAAA-MM-DD), incluido.' })
  to?: string | null;

  @Field(() => AdminOrderSort, { defaultValue: AdminOrderSort.OLDEST })
  sort: AdminOrderSort = AdminOrderSort.OLDEST;
}

@ObjectType('AdminOrderPage', { implements: PageInfo, description: 'Una página de los pedidos del admin.' })
export class AdminOrderPage extends PageInfo {
  @Field(() => [Order]) items!: Order[];
}

@ObjectType('OrderStatusChange', { description: 'Un cambio de estado hecho por un admin (solo lo ve el admin).' })
export class OrderStatusChange {
  @Field(() => OrderStatus) from!: OrderStatus;
  @Field(() => OrderStatus) to!: OrderStatus;
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field({ description: 'El e-mail del admin que hizo el cambio.' }) adminEmail!: string;
}

@ObjectType('AdminOrder', { description: 'Un pedido visto por el admin: además, su historial de estados.' })
export class AdminOrder extends Order {
  @Field(() => [OrderStatusChange], { description: 'Cada cambio de estado, del más antiguo al más reciente.' })
  statusHistory!: OrderStatusChange[];
}

@ObjectType('StockShortage', { description: 'Un producto sin stock suficiente para completar el pedido.' })
export class StockShortage {
  @Field(() => ID) productId!: string;
  @Field({ description: 'El nombre del producto tal como se compró.' }) productName!: string;
  @Field(() => Int, { description: 'Unidades que pide el pedido.' }) requested!: number;
  @Field(() => Int, { description: 'Unidades en stock ahora.' }) available!: number;
}

@ObjectType('StockShortageError', {
  implements: ErrorResult,
  description:
    'No hay stock para completar el pedido; no se cambió nada. `message` es el aviso (máximo 2 productos y el resto sumado).',
})
export class StockShortageError extends ErrorResult {
  @Field(() => [StockShortage]) shortages!: StockShortage[];
}

@ObjectType('StockCheckFailedError', {
  implements: ErrorResult,
  description: 'Un producto del pedido ya no existe (o no tiene stock registrado); no se cambió nada.',
})
export class StockCheckFailedError extends ErrorResult {}

@ObjectType('OrderTransitionError', {
  implements: ErrorResult,
  description: 'El flujo de pedidos no permite ese cambio de estado (p. ej. de Pendiente a Completada).',
})
export class OrderTransitionError extends ErrorResult {
  @Field(() => OrderStatus) from!: OrderStatus;
  @Field(() => OrderStatus) to!: OrderStatus;
}

@ObjectType('OrderNotFoundError', { implements: ErrorResult })
export class OrderNotFoundError extends ErrorResult {}

@ObjectType('PaymentLinkNotEditableError', {
  implements: ErrorResult,
  description: 'El enlace de pago solo se puede cambiar mientras el pedido está En Proceso.',
})
export class PaymentLinkNotEditableError extends ErrorResult {}

export const ChangeOrderStatusResult = createUnionType({
  name: 'ChangeOrderStatusResult',
  types: () => [Order, OrderNotFoundError, OrderTransitionError, StockShortageError, StockCheckFailedError] as const,
});

export const SetPaymentLinkResult = createUnionType({
  name: 'SetPaymentLinkResult',
  types: () => [Order, OrderNotFoundError, PaymentLinkNotEditableError, InvalidInputError] as const,
});
