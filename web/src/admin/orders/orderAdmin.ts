import type { PaymentMethod } from '@esencia/domain/checkout/payment-method';
import { Money } from '@esencia/domain/money/money';
import { canTransition } from '@esencia/domain/order/order-state-machine';
import type { OrderStatus } from '@esencia/domain/order/order-status';
import { orderWhatsAppLink } from '@esencia/domain/whatsapp/order-message';
import { customerWhatsAppNumber } from '@esencia/domain/whatsapp/whatsapp-link';
import { ApiFailure } from '../../auth/graphqlErrors';
import type { AdminOrderSort } from '../../gql/graphql';
import type { AdminOrderQuery, AdminOrderRowFieldsFragment } from './orders.generated';
import { orderStatusOf } from '../../orders/orderView';

export type AdminOrderRow = AdminOrderRowFieldsFragment;
export type AdminOrderDetails = NonNullable<AdminOrderQuery['adminOrder']>;

/** Spec (admin constants): the stock-error toast stays 7000 ms. */
export const STOCK_ERROR_TOAST_MS = 7000;
/** Spec: an order item name is cut at 100 characters in the admin, the payment link shown at 40. */
export const ADMIN_LINE_NAME_MAX_LENGTH = 100;
export const PAYMENT_LINK_DISPLAY_MAX_LENGTH = 40;

export const ORDER_ADMIN_MESSAGES = {
  listFailed: 'Error al cargar pedidos',
  detailsFailed: 'Error al obtener la orden',
  detailsMissing: 'No se pudo obtener la información del pedido',
  statusFailed: 'Error al actualizar el estado de la orden',
  /** 'Procesar' got no answer, or one with an error. */
  processFailed: 'Error al procesar los datos de la orden',
  /** 'Completar' (which checks and takes the stock) got no answer, or one with an error. */
  completeFailed: 'Error al validar el stock de los productos',
  /** Completing refused because the stock could not be checked (a product of the order is gone). */
  stockCheckFailed: 'Error al verificar stock',
  paymentLinkFailed: 'Error al actualizar el enlace de pago',
} as const;

/**
 * The toast of a status change that failed (admin-and-stories.md §8). A refusal the server typed says its own
 * reason under the title; without one (no answer, or an answer with an error) the title says what the action was
 * doing: processing the order, or checking its stock to complete it.
 */
export function statusChangeFailure(to: OrderStatus, error: unknown): { title: string; description?: string } {
  const M = ORDER_ADMIN_MESSAGES;
  if (error instanceof ApiFailure) {
    const title = error.code === 'STOCK_PRODUCT_NOT_FOUND' ? M.stockCheckFailed : M.statusFailed;
    return error.message === title ? { title } : { title, description: error.message };
  }
  return { title: to === 'processing' ? M.processFailed : to === 'completed' ? M.completeFailed : M.statusFailed };
}

/** The admin's actions on an order, in the order the buttons are shown. */
export const ORDER_ACTIONS: readonly { readonly to: OrderStatus; readonly label: string }[] = [
  { to: 'processing', label: 'Procesar' },
  { to: 'completed', label: 'Completar' },
  { to: 'cancelled', label: 'Cancelar' },
];

/** The actions the workflow allows from `status` (the domain's transition table; nothing after completed/cancelled). */
export function allowedActions(status: OrderStatus) {
  return ORDER_ACTIONS.filter((action) => canTransition(status, action.to));
}

/** 'Ordenar por', as the address names it (`?orden=recientes`), and the server's order. */
export const ORDER_SORT_OPTIONS = [
  { value: 'antiguos', label: 'Fecha: más antiguos primero', sort: 'OLDEST' },
  { value: 'recientes', label: 'Fecha: más recientes primero', sort: 'NEWEST' },
  { value: 'mayor-total', label: 'Total: mayor a menor', sort: 'TOTAL_DESC' },
  { value: 'menor-total', label: 'Total: menor a mayor', sort: 'TOTAL_ASC' },
] as const satisfies readonly { value: string; label: string; sort: AdminOrderSort }[];

export type OrderSortParam = (typeof ORDER_SORT_OPTIONS)[number]['value'];

/** Oldest first is the default (spec: orders are listed oldest first). */
export const DEFAULT_ORDER_SORT: OrderSortParam = 'antiguos';

/** The sort option the address names; the default for anything else. */
export function orderSortOf(param: string) {
  return ORDER_SORT_OPTIONS.find((option) => option.value === param) ?? ORDER_SORT_OPTIONS[0];
}

/** The 'WhatsApp' button of the details modal: the domain's order message, to the customer's phone. */
export function customerWhatsAppHref(order: AdminOrderDetails): string {
  return orderWhatsAppLink(customerWhatsAppNumber(order.customer.phone), {
    id: order.id,
    status: orderStatusOf(order.status),
    customer: order.customer,
    lines: order.lines.map((line) => ({
      productName: line.name,
      quantity: line.quantity,
      price: Money.fromCents(line.unitPrice.cents),
    })),
    paymentMethod: order.paymentMethod.toLowerCase() as PaymentMethod,
    subtotal: Money.fromCents(order.subtotal.cents),
    shipping: Money.fromCents(order.shipping.cents),
    total: Money.fromCents(order.total.cents),
  });
}
