import type { MockLink } from '@apollo/client/testing';
import type { OrderFieldsFragment } from './orderFields.generated';
import { HasOrdersDocument } from './hasOrders.generated';
import { MyOrdersDocument, OrderDocument, OrdersByIdsDocument } from './orders.generated';

/** Test data: orders as the server answers them (ids in the server's format, 32 base32 characters). */

const money = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
});

/** A valid order link id ending in `suffix` (the short id shown is its last 6 characters). */
export function orderId(suffix: string): string {
  return `${'a'.repeat(32 - suffix.length)}${suffix}`;
}

const LABELS = { PENDING: 'Pendiente', PROCESSING: 'En Proceso', COMPLETED: 'Completada', CANCELLED: 'Cancelada' };
const PAYMENT_LABELS = {
  YAPE: 'Yape',
  PLIN: 'Plin',
  TRANSFERENCIA: 'Transferencia',
  IZIPAY: 'Izipay',
  EFECTIVO: 'Efectivo',
};

/** A pending Yape order of two products (one discounted), S/ 15 shipping. */
export function orderFixture(overrides: Partial<OrderFieldsFragment> = {}): OrderFieldsFragment {
  const id = overrides.id ?? orderId('yapeqr');
  const status = overrides.status ?? 'PENDING';
  const paymentMethod = overrides.paymentMethod ?? 'YAPE';
  const commission = paymentMethod === 'IZIPAY' ? 666 : 0;
  return {
    __typename: 'Order',
    id,
    shortId: id.slice(-6),
    link: `http://localhost/order/${id}`,
    status,
    statusLabel: LABELS[status],
    customer: {
      __typename: 'OrderCustomer',
      firstName: 'Ana',
      lastName: 'Quispe',
      fullName: 'Ana Quispe',
      email: 'ana.quispe@correo.pe',
      documentType: 'DNI',
      documentNumber: '45678912',
      phone: '987654321',
    },
    invoice: { __typename: 'OrderInvoice', type: 'boleta', label: 'Boleta', ruc: null, businessName: null },
    shippingMethod: 'regular',
    shippingMethodLabel: 'Envío Regular',
    paymentMethod,
    paymentMethodLabel: PAYMENT_LABELS[paymentMethod],
    stockHeldUntil: null,
    lines: [
      {
        __typename: 'OrderLine',
        productId: 'p-7',
        quantity: 1,
        name: "J'adore EDP 100 ml",
        brandName: 'Dior',
        imageUrl: '/files/order-images/1-p-7.jpg',
        unitPrice: money(9990),
        originalUnitPrice: money(12990),
        lineTotal: money(9990),
        discountApplied: true,
        discountBadge: '-23%',
      },
      {
        __typename: 'OrderLine',
        productId: 'p-1',
        quantity: 2,
        name: 'Good Girl EDP 80 ml',
        brandName: 'Carolina Herrera',
        imageUrl: null,
        unitPrice: money(3000),
        originalUnitPrice: money(3000),
        lineTotal: money(6000),
        discountApplied: false,
        discountBadge: null,
      },
    ],
    itemCount: 3,
    subtotal: money(15990),
    shipping: money(1500),
    commission: money(commission),
    total: money(17490 + commission),
    paymentLink: null,
    hasReceipt: false,
    receiptUrl: null,
    createdAt: '2025-11-20T15:30:00.000Z',
    updatedAt: '2025-11-20T15:30:00.000Z',
    ...overrides,
  };
}

export function orderMock(id: string, order: OrderFieldsFragment | null): MockLink.MockedResponse {
  return { request: { query: OrderDocument, variables: { id } }, result: { data: { order } } };
}

export function ordersByIdsMock(ids: string[], orders: OrderFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: OrdersByIdsDocument, variables: { ids } },
    result: { data: { ordersByIds: orders } },
  };
}

/** A page of 'Mis Pedidos' as the server answers it (`page` of `totalPages`, `total` orders in all). */
export function myOrderPageFixture(
  orders: OrderFieldsFragment[],
  { page = 1, totalPages = 1, total = orders.length } = {},
) {
  return { myOrderPage: { __typename: 'OrderPage' as const, total, page, totalPages, items: orders } };
}

export function myOrdersMock(
  status: OrderFieldsFragment['status'] | undefined,
  orders: OrderFieldsFragment[],
  page?: { page: number; totalPages: number; total: number },
): MockLink.MockedResponse {
  const variables = { ...(status ? { status } : {}), ...(page && page.page > 1 ? { page: page.page } : {}) };
  return {
    request: { query: MyOrdersDocument, variables },
    result: { data: myOrderPageFixture(orders, page) },
  };
}

/** The top bar's 'has orders' check of a signed-in shopper, as often as it is asked. */
export function hasOrdersMock(ids: string[] = []): MockLink.MockedResponse {
  return {
    request: { query: HasOrdersDocument },
    result: { data: { myOrderCount: ids.length } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
