import { Money } from '../../money/money';
import type { Order, OrderLine } from '../order';
import { orderTotals } from '../order-totals';

/** A product id the way the catalogue makes them (uuid). */
export const productId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A line of `quantity` units of product `n` at S/ 100. */
export function orderLine(n: number, quantity: number, name = `Perfume ${n}`): OrderLine {
  const price = Money.fromSoles(100);
  return {
    productId: productId(n),
    quantity,
    unitPrice: price,
    snapshot: {
      name,
      brandName: 'Esencia',
      imageKey: null,
      originalPrice: price,
      promotion: { isPromoted: false, type: 'percentage', discount: 0, startDate: null, endDate: null },
      discountApplied: false,
    },
  };
}

/** A storefront order with the given lines, paid by Yape; override any field. */
export function anOrder(overrides: Partial<Order> & Pick<Order, 'id'>): Order {
  const lines = overrides.lines ?? [orderLine(1, 1)];
  const createdAt = overrides.createdAt ?? new Date('2026-11-20T15:00:00Z');
  return {
    status: 'pending',
    origin: 'storefront',
    customer: {
      firstName: 'Lucía',
      lastName: 'Quispe Huamán',
      email: 'lucia@correo.pe',
      documentType: 'DNI',
      documentNumber: '45678912',
      phone: '987654321',
    },
    shippingMethod: 'regular',
    paymentMethod: 'yape',
    invoice: { type: 'boleta' },
    totals: orderTotals(
      lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
      'yape',
      'storefront',
    ),
    paymentLink: null,
    accountId: null,
    receiptKey: null,
    stockHold: null,
    updatedAt: createdAt,
    ...overrides,
    lines,
    createdAt,
  };
}
