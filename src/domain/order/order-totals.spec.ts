import { Money } from '../money/money';
import { orderTotals, paymentCommission, shippingFor, shippingPolicySummary, subtotalOf } from './order-totals';

const soles = (amount: number) => Money.fromSoles(amount);

describe('subtotalOf: unit price × quantity, summed exactly', () => {
  it('adds 3 × S/ 0.10 and 1 × S/ 0.20 to S/ 0.50 without float noise', () => {
    expect(
      subtotalOf([
        { price: soles(0.1), quantity: 3 },
        { price: soles(0.2), quantity: 1 },
      ]).format(),
    ).toBe('S/ 0.50');
  });
});

describe('shippingFor', () => {
  it.each([
    [0, 'S/ 0.00'], // nothing to ship
    [0.01, 'S/ 15.00'],
    [199.99, 'S/ 15.00'],
    [200, 'S/ 0.00'], // at least S/ 200
    [350, 'S/ 0.00'],
  ])('storefront subtotal S/ %d → %s', (subtotal, shipping) => {
    expect(shippingFor(soles(subtotal), 'storefront').format()).toBe(shipping);
  });

  it('admin-created orders never pay shipping', () => {
    expect(shippingFor(soles(50), 'admin').isZero()).toBe(true);
  });

  it.each([
    [0, 'S/ 0.00'],
    [99.99, 'S/ 9.90'],
    [100, 'S/ 0.00'], // at least the store's threshold
  ])("with the store's policy (free from S/ 100, else S/ 9.90): subtotal S/ %d → %s", (subtotal, shipping) => {
    const policy = { freeFrom: soles(100), flatFee: soles(9.9) };
    expect(shippingFor(soles(subtotal), 'storefront', policy).format()).toBe(shipping);
  });

  it('a free-from threshold of S/ 0 ships everything free; admin orders stay free whatever the policy', () => {
    expect(shippingFor(soles(5), 'storefront', { freeFrom: Money.ZERO, flatFee: soles(15) }).isZero()).toBe(true);
    expect(shippingFor(soles(5), 'admin', { freeFrom: soles(500), flatFee: soles(15) }).isZero()).toBe(true);
  });
});

describe('paymentCommission: Izipay 4 % of the subtotal, rounded to 2 decimals', () => {
  it('charges izipay only', () => {
    expect(paymentCommission(soles(100), 'izipay').format()).toBe('S/ 4.00');
    expect(paymentCommission(soles(100), 'yape').isZero()).toBe(true);
    expect(paymentCommission(soles(100), null).isZero()).toBe(true);
  });

  it('rounds to the céntimo: 4 % of S/ 12.34 = 0.4936 → S/ 0.49; of S/ 12.38 = 0.4952 → S/ 0.50', () => {
    expect(paymentCommission(soles(12.34), 'izipay').format()).toBe('S/ 0.49');
    expect(paymentCommission(soles(12.38), 'izipay').format()).toBe('S/ 0.50');
  });
});

describe('orderTotals', () => {
  const lines = [{ price: soles(59.9), quantity: 2 }];

  it('storefront, yape: subtotal + S/ 15 shipping', () => {
    const totals = orderTotals(lines, 'yape', 'storefront');
    expect([totals.subtotal, totals.shipping, totals.commission, totals.total].map((m) => m.format())).toEqual([
      'S/ 119.80',
      'S/ 15.00',
      'S/ 0.00',
      'S/ 134.80',
    ]);
  });

  it('storefront, izipay: adds the 4 % commission', () => {
    const totals = orderTotals(lines, 'izipay', 'storefront');
    expect(totals.commission.format()).toBe('S/ 4.79'); // 4.792
    expect(totals.total.format()).toBe('S/ 139.59');
  });

  it('admin, izipay: no shipping, commission still added', () => {
    expect(orderTotals(lines, 'izipay', 'admin').total.format()).toBe('S/ 124.59');
  });

  it('an empty order totals 0', () => {
    expect(orderTotals([], 'izipay', 'storefront').total.isZero()).toBe(true);
  });
});

describe('shippingPolicySummary: what every order pays, in one sentence', () => {
  it.each([
    [200, 15, 'Los pedidos desde S/ 200.00 no pagan envío; los demás pagan S/ 15.00.'],
    [0, 15, 'Todos los pedidos tienen envío gratis.'],
    [200, 0, 'Todos los pedidos tienen envío gratis.'],
  ])('free from S/ %d, otherwise S/ %d', (freeFrom, flatFee, text) => {
    expect(shippingPolicySummary({ freeFrom: Money.fromSoles(freeFrom), flatFee: Money.fromSoles(flatFee) })).toBe(
      text,
    );
  });
});
