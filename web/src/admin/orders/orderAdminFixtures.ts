import type { MockLink } from '@apollo/client/testing';
import type { AdminOrderSort, OrderStatus } from '../../gql/graphql';
import type { AdminOrderDetails, AdminOrderRow } from './orderAdmin';
import {
  AdminOrderDocument,
  AdminOrdersDocument,
  ChangeOrderStatusDocument,
  OrderStatisticsDocument,
  SetPaymentLinkDocument,
} from './orders.generated';

/** Test data: admin orders as the server answers them (ids of 32 base32 characters; the short id is the last 6). */

const money = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
});

export const orderId = (suffix: string) => `${'a'.repeat(32 - suffix.length)}${suffix}`;

const LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pendiente',
  PROCESSING: 'En Proceso',
  COMPLETED: 'Completada',
  CANCELLED: 'Cancelada',
};

/** A row of the list: by default Ana Quispe's pending Yape order of S/ 159.90, placed 2026-03-02 10:15 in Lima. */
export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  const id = overrides.id ?? orderId('anaqsp');
  const status = overrides.status ?? 'PENDING';
  return {
    __typename: 'Order',
    id,
    shortId: id.slice(-6),
    status,
    statusLabel: LABELS[status],
    createdAt: '2026-03-02T15:15:00.000Z',
    customer: {
      __typename: 'OrderCustomer',
      fullName: 'Ana Quispe',
      email: 'ana.quispe@correo.pe',
      phone: '987654321',
      documentType: 'DNI',
      documentNumber: '45678912',
    },
    total: money(15990),
    paymentMethod: 'YAPE',
    paymentMethodLabel: 'Yape',
    ...overrides,
  };
}

/** The details of `row`'s order: two lines (one discounted), S/ 15 shipping, no receipt, no history. */
export function orderDetails(
  row: AdminOrderRow = orderRow(),
  overrides: Partial<AdminOrderDetails> = {},
): AdminOrderDetails {
  return {
    __typename: 'AdminOrder',
    id: row.id,
    shortId: row.shortId,
    link: `http://localhost/order/${row.id}`,
    status: row.status,
    statusLabel: row.statusLabel,
    createdAt: row.createdAt,
    customer: {
      __typename: 'OrderCustomer',
      firstName: 'Ana',
      lastName: 'Quispe',
      fullName: row.customer.fullName,
      email: row.customer.email,
      phone: row.customer.phone,
      documentType: row.customer.documentType,
      documentNumber: row.customer.documentNumber,
    },
    invoice: { __typename: 'OrderInvoice', type: 'boleta', label: 'Boleta', ruc: null, businessName: null },
    shippingMethodLabel: 'Envío Regular',
    paymentMethod: row.paymentMethod,
    paymentMethodLabel: row.paymentMethodLabel,
    paymentLink: null,
    hasReceipt: false,
    receiptUrl: null,
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
        unitPrice: money(2250),
        originalUnitPrice: money(2250),
        lineTotal: money(4500),
        discountApplied: false,
        discountBadge: null,
      },
    ],
    itemCount: 3,
    subtotal: money(14490),
    shipping: money(1500),
    commission: money(0),
    total: money(15990),
    statusHistory: [],
    ...overrides,
  };
}

/** The variables the orders screen sends for a page (all filters off, oldest first, page 1 by default). */
export interface AdminOrdersVariables {
  search?: string | null;
  status?: OrderStatus | null;
  from?: string | null;
  to?: string | null;
  sort?: AdminOrderSort;
  page?: number;
}

/** adminOrders asked with `variables`, answering `orders` as the page (one page unless `total` says more). */
export function adminOrdersMock(
  orders: readonly AdminOrderRow[],
  variables: AdminOrdersVariables = {},
  { total = orders.length, totalPages = 1 }: { total?: number; totalPages?: number } = {},
): MockLink.MockedResponse {
  const { search = null, status = null, from = null, to = null, sort = 'OLDEST', page = 1 } = variables;
  return {
    request: { query: AdminOrdersDocument, variables: { search, status, from, to, sort, page } },
    result: {
      data: {
        adminOrders: { __typename: 'AdminOrderPage', total, page, pageSize: 25, totalPages, items: [...orders] },
      },
    },
  };
}

export function adminOrderMock(details: AdminOrderDetails | null, id = details?.id ?? ''): MockLink.MockedResponse {
  return {
    request: { query: AdminOrderDocument, variables: { id } },
    result: { data: { adminOrder: details } },
  };
}

/** changeOrderStatus answered with the order in its new status. */
export function changeStatusMock(row: AdminOrderRow, status: OrderStatus): MockLink.MockedResponse {
  return changeStatusAnswer(row.id, status, {
    __typename: 'Order',
    id: row.id,
    status,
    statusLabel: LABELS[status],
    paymentLink: null,
    updatedAt: '2026-03-02T16:00:00.000Z',
  });
}

/** changeOrderStatus answered with `answer` (an Order or one of the ErrorResult members). */
export function changeStatusAnswer(orderId: string, status: OrderStatus, answer: object): MockLink.MockedResponse {
  return {
    request: { query: ChangeOrderStatusDocument, variables: { orderId, status } },
    result: { data: { changeOrderStatus: answer as never } },
  };
}

export function setPaymentLinkMock(orderId: string, link: string, answer?: object): MockLink.MockedResponse {
  return {
    request: { query: SetPaymentLinkDocument, variables: { orderId, link } },
    result: {
      data: {
        setPaymentLink: (answer ?? {
          __typename: 'Order',
          id: orderId,
          paymentLink: link,
          updatedAt: '2026-03-02T16:00:00.000Z',
        }) as never,
      },
    },
  };
}

/** orderStatistics, as often as it is asked: by default 12 orders, S/ 1,250.00 from 5 completed. */
export function orderStatisticsMock(
  overrides: Partial<{ total: number; pending: number; processing: number; completed: number; cancelled: number }> = {},
  revenueCents = 125000,
): MockLink.MockedResponse {
  const figures = { total: 12, pending: 4, processing: 2, completed: 5, cancelled: 1, ...overrides };
  return {
    request: { query: OrderStatisticsDocument },
    result: {
      data: {
        orderStatistics: {
          __typename: 'OrderStatistics',
          ...figures,
          revenue: money(revenueCents),
          averageOrderValue: money(figures.completed ? Math.round(revenueCents / figures.completed) : 0),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
