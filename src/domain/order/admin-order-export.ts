import { INVOICE_TYPE_LABELS } from '../checkout/invoice';
import { paymentMethodLabel } from '../checkout/payment-method';
import { csvFileName, csvHref, csvLine } from '../shared/csv';
import { formatLimaDateTime } from '../shared/lima-date';
import type { LimaDateRange } from '../shared/lima-date-range';
import type { Order } from './order';
import { orderStatusLabel } from './order-messages';
import { shortOrderId } from './short-id';

/** Where the admin downloads the export (GET, the orders screen's filters as parameters: interface/http/admin-exports.ts). */
export const ADMIN_ORDERS_CSV_PATH = '/api/admin/orders.csv';

/** The export's parameters: the orders list's, by its GraphQL arguments' names; status and sort as the domain spells them. */
export interface AdminOrderExportParameters {
  readonly search?: string | null;
  readonly status?: string | null;
  /** Lima dates (YYYY-MM-DD), both included. */
  readonly from?: string | null;
  readonly to?: string | null;
  readonly sort?: string | null;
}

/** The parameters the export reads, in the order its address lists them. */
export const ADMIN_ORDER_EXPORT_PARAMETERS = [
  'search',
  'status',
  'from',
  'to',
  'sort',
] as const satisfies readonly (keyof AdminOrderExportParameters)[];

/** The export's address for these filters; absent and empty ones are left out. */
export function adminOrdersCsvHref(parameters: AdminOrderExportParameters): string {
  return csvHref(ADMIN_ORDERS_CSV_PATH, ADMIN_ORDER_EXPORT_PARAMETERS, parameters);
}

/**
 * The orders as the accountant takes them (the monthly sales register): one line per order, what the order holds
 * of its customer, its receipt and its amounts. Amounts are the order's own (céntimos, written as decimals):
 * there is no order-level discount (a promotion lowers the line's price), and the Izipay commission is a column
 * of its own, so Subtotal + Envío + Comisión = Total on every line.
 */
export const ADMIN_ORDER_EXPORT_HEADERS = [
  'Fecha',
  'Pedido',
  'Estado',
  'Cliente',
  'Tipo de documento',
  'Número de documento',
  'Comprobante',
  'RUC',
  'Razón social',
  'Correo',
  'Teléfono',
  'Método de pago',
  'Subtotal',
  'Envío',
  'Comisión',
  'Total',
] as const;

/** The order's line of the file (its CRLF included). */
export function adminOrderExportLine(order: Order): string {
  const { customer, invoice, totals } = order;
  return csvLine([
    formatLimaDateTime(order.createdAt),
    `#${shortOrderId(order.id)}`,
    orderStatusLabel(order.status),
    `${customer.firstName} ${customer.lastName}`,
    customer.documentType,
    customer.documentNumber,
    INVOICE_TYPE_LABELS[invoice.type],
    invoice.type === 'factura' ? invoice.ruc : '',
    invoice.type === 'factura' ? invoice.businessName : '',
    customer.email,
    customer.phone,
    paymentMethodLabel(order.paymentMethod),
    totals.subtotal,
    totals.shipping,
    totals.commission,
    totals.total,
  ]);
}

/** `pedidos-2026-11-01-a-2026-11-30.csv`; `pedidos-desde-…`, `pedidos-hasta-…` or `pedidos.csv` for an open range. */
export function adminOrderExportFileName(range: LimaDateRange): string {
  return csvFileName('pedidos', range);
}
