import type { PaymentMethod } from '@esencia/domain/checkout/payment-method';
import { Money } from '@esencia/domain/money/money';
import { canTransition } from '@esencia/domain/order/order-state-machine';
import { ORDER_STATUSES, type OrderStatus } from '@esencia/domain/order/order-status';
import { orderWhatsAppLink } from '@esencia/domain/whatsapp/order-message';
import { customerWhatsAppNumber } from '@esencia/domain/whatsapp/whatsapp-link';
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
  paymentLinkFailed: 'Error al actualizar el enlace de pago',
} as const;

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

export type OrderSort = 'date-asc' | 'date-desc' | 'total-desc' | 'total-asc' | 'status';

/** 'Ordenar por': oldest first is the default (spec: orders are listed oldest first). */
export const ORDER_SORT_OPTIONS: readonly { readonly value: OrderSort; readonly label: string }[] = [
  { value: 'date-asc', label: 'Fecha: más antiguos primero' },
  { value: 'date-desc', label: 'Fecha: más recientes primero' },
  { value: 'total-desc', label: 'Total: mayor a menor' },
  { value: 'total-asc', label: 'Total: menor a mayor' },
  { value: 'status', label: 'Estado' },
];

export const DEFAULT_ORDER_SORT: OrderSort = 'date-asc';

export function isOrderSort(value: string): value is OrderSort {
  return ORDER_SORT_OPTIONS.some((option) => option.value === value);
}

const time = (order: AdminOrderRow) => new Date(order.createdAt).getTime();
const statusRank = (order: AdminOrderRow) => ORDER_STATUSES.indexOf(orderStatusOf(order.status));

/**
 * The rows in the chosen order. Ties keep the oldest first, so 'Estado' lists each status's orders as
 * they came in (pending, processing, completed, cancelled: the workflow's order).
 */
export function sortOrders(orders: readonly AdminOrderRow[], sort: OrderSort): AdminOrderRow[] {
  const byDate = (a: AdminOrderRow, b: AdminOrderRow) => time(a) - time(b) || a.id.localeCompare(b.id);
  const compare: Record<OrderSort, (a: AdminOrderRow, b: AdminOrderRow) => number> = {
    'date-asc': byDate,
    'date-desc': (a, b) => byDate(b, a),
    'total-desc': (a, b) => b.total.cents - a.total.cents || byDate(a, b),
    'total-asc': (a, b) => a.total.cents - b.total.cents || byDate(a, b),
    status: (a, b) => statusRank(a) - statusRank(b) || byDate(a, b),
  };
  return [...orders].sort(compare[sort]);
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
