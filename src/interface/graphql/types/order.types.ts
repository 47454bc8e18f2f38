import { GraphQLSafeInt } from 'graphql-scalars';
import {
  createUnionType,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from 'type-graphql';
import { CartLineInput, CartQuote } from './cart.types';
import { ErrorResult, InvalidInputError } from './error-result.types';
import { Money } from './money.type';
import { PageInfo } from './page.types';

export enum OrderStatus {
  PENDING = 'pending',
  PROCESSING = 'processing',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Pendiente → En Proceso → Completada; o Cancelada.',
});

export enum PaymentMethod {
  YAPE = 'yape',
  PLIN = 'plin',
  TRANSFERENCIA = 'transferencia',
  IZIPAY = 'izipay',
  EFECTIVO = 'efectivo',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: "'efectivo' existe solo en pedidos del admin." });

@ObjectType('OrderCustomer')
export class OrderCustomer {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() fullName!: string;
  @Field() email!: string;
  @Field() documentType!: string;
  @Field() documentNumber!: string;
  @Field() phone!: string;
}

@ObjectType('OrderInvoice', { description: 'Boleta (por defecto) o factura con RUC y razón social.' })
export class OrderInvoice {
  @Field({ description: '"boleta" o "factura".' }) type!: string;
  @Field({ description: '"Boleta" o "Factura".' }) label!: string;
  @Field(() => String, { nullable: true }) ruc!: string | null;
  @Field(() => String, { nullable: true }) businessName!: string | null;
}

@ObjectType('OrderLine', { description: 'Una línea tal como se compró (copia del producto en ese momento).' })
export class OrderLine {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
  @Field() name!: string;
  @Field() brandName!: string;
  @Field(() => String, { nullable: true, description: 'La copia de la imagen principal guardada con el pedido.' })
  imageUrl!: string | null;
  @Field(() => Money, { description: 'Precio unitario pagado.' }) unitPrice!: Money;
  @Field(() => Money) originalUnitPrice!: Money;
  @Field(() => Money) lineTotal!: Money;
  @Field({ description: 'true si la promoción bajó el precio el día de la compra.' }) discountApplied!: boolean;
  @Field(() => String, { nullable: true, description: "'-10%' o '-S/20' si la promoción aplicó." })
  discountBadge!: string | null;
}

@ObjectType('Order', { description: 'Un pedido. Su id es el enlace secreto /order/{id}: quien lo tiene puede verlo.' })
export class Order {
  @Field(() => ID) id!: string;
  @Field({ description: 'Los últimos 6 caracteres del id.' }) shortId!: string;
  @Field({ description: 'El enlace absoluto del pedido.' }) link!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field() statusLabel!: string;
  @Field(() => OrderCustomer) customer!: OrderCustomer;
  @Field(() => OrderInvoice) invoice!: OrderInvoice;
  @Field() shippingMethod!: string;
  @Field() shippingMethodLabel!: string;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field() paymentMethodLabel!: string;
  @Field(() => [OrderLine]) lines!: OrderLine[];
  @Field(() => Int, { description: 'Unidades del pedido.' }) itemCount!: number;
  @Field(() => Money) subtotal!: Money;
  @Field(() => Money) shipping!: Money;
  @Field(() => Money, { description: 'Comisión Izipay (4 %); 0 con otros métodos.' }) commission!: Money;
  @Field(() => Money) total!: Money;
  @Field(() => String, { nullable: true, description: 'El link de pago de Izipay (con https://).' })
  paymentLink!: string | null;
  @Field({ description: 'true si el cliente subió la foto de su comprobante de pago.' }) hasReceipt!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Dirección de la foto del comprobante (solo para quien tiene el enlace y el admin).',
  })
  receiptUrl!: string | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'Hasta cuándo están reservadas sus unidades (su método de pago reserva stock); null si no reserva nada ahora.',
  })
  stockHeldUntil!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType('OrderCustomerInput')
export class OrderCustomerInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field({ description: 'DNI, CE o Pasaporte.' }) documentType!: string;
  @Field() documentNumber!: string;
  @Field({ description: '9 dígitos que empiezan con 9.' }) phone!: string;
}

@InputType('InvoiceInput')
export class InvoiceInput {
  @Field({ defaultValue: 'boleta', description: '"boleta" o "factura".' }) type!: string;
  @Field(() => String, { nullable: true, description: 'RUC de 11 dígitos (solo factura).' }) ruc?: string | null;
  @Field(() => String, { nullable: true, description: 'Razón social (solo factura).' }) businessName?: string | null;
}

/** The total the client showed, as both ways of placing an order ask for it. */
export const EXPECTED_TOTAL_DESCRIPTION =
  'El total (en céntimos) que el cliente mostró al confirmar: si el del servidor es otro, la respuesta es ' +
  'OrderPriceChangedError y no se guarda nada.';

@InputType('PlaceOrderInput')
export class PlaceOrderInput {
  @Field({
    description:
      'Clave única de este intento de compra (p. ej. un UUID): reintentar con la misma devuelve el mismo pedido.',
  })
  idempotencyKey!: string;
  @Field(() => OrderCustomerInput) customer!: OrderCustomerInput;
  @Field({ description: '"regular".' }) shippingMethod!: string;
  @Field({ description: 'yape, plin, transferencia o izipay.' }) paymentMethod!: string;
  @Field(() => InvoiceInput, { nullable: true }) invoice?: InvoiceInput | null;
  @Field(() => [CartLineInput], { description: 'Solo productos y cantidades: el servidor pone los precios.' })
  lines!: CartLineInput[];
  @Field(() => GraphQLSafeInt, { description: EXPECTED_TOTAL_DESCRIPTION })
  expectedTotalCents!: number;
}

@ObjectType('OrderStockChangedError', {
  implements: ErrorResult,
  description: 'El stock o el catálogo cambiaron el pedido; `cart` trae las líneas corregidas. No se guardó nada.',
})
export class OrderStockChangedError extends ErrorResult {
  @Field(() => CartQuote) cart!: CartQuote;
}

@ObjectType('OrderTotals', { description: 'Los importes de un pedido, calculados por el servidor.' })
export class OrderTotals {
  @Field(() => Money) subtotal!: Money;
  @Field(() => Money) shipping!: Money;
  @Field(() => Money, { description: 'Comisión Izipay (4 %); 0 con otros métodos.' }) commission!: Money;
  @Field(() => Money) total!: Money;
}

@ObjectType('OrderPriceChangedError', {
  implements: ErrorResult,
  description:
    "El total no es el que el cliente mostró (terminó una promoción, cambió un precio o el envío): 'Algunos precios " +
    "han cambiado. Por favor, revisa tu orden.'; `cart` y `totals` traen el pedido como quedaría ahora. No se guardó nada.",
})
export class OrderPriceChangedError extends ErrorResult {
  @Field(() => CartQuote) cart!: CartQuote;
  @Field(() => OrderTotals) totals!: OrderTotals;
}

@ObjectType('OrderEmptyError', { implements: ErrorResult })
export class OrderEmptyError extends ErrorResult {}

@ObjectType('IdempotencyKeyReusedError', {
  implements: ErrorResult,
  description: 'La misma clave ya se usó con otros datos.',
})
export class IdempotencyKeyReusedError extends ErrorResult {}

@ObjectType('OrderingUnavailableError', {
  implements: ErrorResult,
  description: 'La tienda está en mantenimiento y no acepta pedidos por ahora.',
})
export class OrderingUnavailableError extends ErrorResult {}

/** What placing an order answers, the storefront's and the admin's (createAssistedOrder's AssistedOrderResult). */
export const NEW_ORDER_RESULTS = [
  Order,
  InvalidInputError,
  OrderStockChangedError,
  OrderPriceChangedError,
  OrderEmptyError,
  IdempotencyKeyReusedError,
] as const;

export const PlaceOrderResult = createUnionType({
  name: 'PlaceOrderResult',
  types: () => [...NEW_ORDER_RESULTS, OrderingUnavailableError] as const,
});

@ObjectType('OrderPage', { implements: PageInfo, description: 'Una página de los pedidos de la cuenta.' })
export class OrderPage extends PageInfo {
  @Field(() => [Order]) items!: Order[];
}
