import { quoteCart, type CartCatalogueEntry, type CartQuote } from '../cart/cart-quote';
import type { Product } from '../catalog/product';
import { NO_PROMOTION } from '../catalog/promotion';
import type { CheckoutForm } from '../checkout/checkout-form';
import { Money } from '../money/money';
import {
  itemCount,
  lineTotal,
  ORDER_PRICE_CHANGED_MESSAGE,
  ORDER_STOCK_CHANGED_MESSAGE,
  placeOrder,
  type NewOrderRequest,
} from './order';
import { orderImageKey } from './order-image';

const TODAY = '2026-11-22';
const NOW = new Date('2026-11-22T15:00:00Z');

const product = (id: string, soles: number, stock: number, extra: Partial<Product> = {}): Product => ({
  id,
  name: `Perfume ${id}`,
  description: '',
  brandId: 'dior',
  categoryIds: [],
  originalPrice: Money.fromSoles(soles),
  promotion: NO_PROMOTION,
  stock,
  held: 0,
  active: true,
  carousel: false,
  position: 0,
  imageKeys: [],
  createdAt: NOW,
  updatedAt: NOW,
  ...extra,
});

const catalogue = new Map<string, CartCatalogueEntry>(
  [product('a', 100, 5), product('b', 50, 1), product('off', 80, 5, { active: false })].map((p) => [
    p.id,
    { product: p, brand: { active: true } },
  ]),
);

const form: CheckoutForm = {
  firstName: 'Lucía',
  lastName: 'Quispe',
  email: 'lucia@correo.pe',
  documentType: 'DNI',
  documentNumber: '45678912',
  phone: '987654321',
  shippingMethod: 'regular',
  paymentMethod: 'izipay',
};

/** The total a client shows for a quote: by the spec's shipping policy, with Izipay's 4 %. */
function shownTotal(quote: CartQuote<Product>): Money {
  const subtotal = quote.subtotal.cents;
  const shipping = subtotal === 0 || subtotal >= 20000 ? 0 : 1500;
  return Money.fromCents(subtotal + shipping + Math.round(subtotal * 0.04));
}

/** What the client showed; by default the total these lines cost (shownTotal). */
function request(lines: { productId: string; quantity: number }[], expectedCents?: number): NewOrderRequest<Product> {
  const quote = quoteCart(lines, (id) => catalogue.get(id), TODAY);
  return {
    expectedTotal: expectedCents === undefined ? shownTotal(quote) : Money.fromCents(expectedCents),
    id: 'order-1',
    form,
    invoice: { type: 'boleta' },
    quote,
    snapshotOf: (line) => ({
      name: line.product!.name,
      brandName: 'Dior',
      imageKey: null,
      originalPrice: line.originalUnitPrice,
      promotion: line.product!.promotion,
      discountApplied: false,
    }),
    origin: 'storefront',
    accountId: null,
    now: NOW,
  };
}

describe('placeOrder', () => {
  it('makes a pending order from the quote, with the totals of the domain', () => {
    const result = placeOrder(
      request([
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const order = result.value;
    expect(order).toMatchObject({
      id: 'order-1',
      status: 'pending',
      paymentMethod: 'izipay',
      shippingMethod: 'regular',
      customer: { firstName: 'Lucía', email: 'lucia@correo.pe' },
      paymentLink: null,
      receiptKey: null,
      createdAt: NOW,
    });
    expect(order.customer).not.toHaveProperty('paymentMethod');
    expect(order.totals.subtotal.cents).toBe(15000);
    expect(order.totals.shipping.cents).toBe(1500);
    expect(order.totals.commission.cents).toBe(600);
    expect(order.totals.total.cents).toBe(17100);
    expect(itemCount(order)).toBe(2);
    expect(lineTotal(order.lines[0]!).cents).toBe(10000);
  });

  it('refuses a quote the stock changed, carrying the corrected cart', () => {
    const result = placeOrder(
      request([
        { productId: 'b', quantity: 3 },
        { productId: 'off', quantity: 1 },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok || result.error.code !== 'ORDER_STOCK_CHANGED') throw new Error('expected a stock change');
    expect(result.error.message).toBe(ORDER_STOCK_CHANGED_MESSAGE);
    expect(result.error.details.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([['b', 1]]);
  });

  it("charges the store's shipping policy when the request carries one", () => {
    const lines = [{ productId: 'b', quantity: 1 }]; // S/ 50
    const policy = { freeFrom: Money.fromSoles(300), flatFee: Money.fromSoles(9.9) };
    const charged = placeOrder({ ...request(lines, 5000 + 990 + 200), shipping: policy });
    expect(charged.ok && charged.value.totals.shipping.cents).toBe(990);
    const free = placeOrder({ ...request(lines, 5000 + 200), shipping: { ...policy, freeFrom: Money.fromSoles(50) } });
    expect(free.ok && free.value.totals.shipping.cents).toBe(0);
  });

  it('refuses another total than the one the client showed, carrying the order as it would be placed now', () => {
    const lines = [{ productId: 'a', quantity: 1 }]; // S/ 100 + S/ 15 shipping + S/ 4 Izipay = S/ 119
    expect(placeOrder(request(lines, 11900)).ok).toBe(true);
    for (const shown of [11899, 11901, 10000, 0]) {
      const result = placeOrder(request(lines, shown));
      if (result.ok || result.error.code !== 'ORDER_PRICE_CHANGED') throw new Error('expected a price change');
      expect(result.error.message).toBe(ORDER_PRICE_CHANGED_MESSAGE);
      expect(result.error.message).toBe('Algunos precios han cambiado. Por favor, revisa tu orden.');
      expect(result.error.details.cart.lines.map((l) => [l.productId, l.unitPrice.cents])).toEqual([['a', 10000]]);
      const { subtotal, shipping, commission, total } = result.error.details.totals;
      expect([subtotal, shipping, commission, total].map((m) => m.cents)).toEqual([10000, 1500, 400, 11900]);
    }
  });

  it('a stock change is answered before a price change (the corrected cart has its own total)', () => {
    const result = placeOrder(request([{ productId: 'b', quantity: 3 }], 1));
    expect(!result.ok && result.error.code).toBe('ORDER_STOCK_CHANGED');
  });

  it("holds the order's units for the hours its payment method holds stock; none by default", () => {
    const lines = [{ productId: 'a', quantity: 1 }];
    const held = placeOrder({ ...request(lines), holdHours: 2 });
    expect(held.ok && held.value.stockHold).toEqual({ until: new Date('2026-11-22T17:00:00Z'), state: 'active' });
    const unheld = placeOrder(request(lines));
    expect(unheld.ok && unheld.value.stockHold).toBeNull();
  });

  it('refuses an empty order', () => {
    const result = placeOrder(request([]));
    expect(!result.ok && result.error.code).toBe('ORDER_EMPTY');
  });

  it('refuses an order above S/ 1,000,000.00 in Spanish, never a total its storage could not hold (issue 25)', () => {
    const priced = (cents: number) => {
      const expensive = product('caro', 0, 999, { originalPrice: Money.fromCents(cents) });
      const quote = quoteCart(
        [{ productId: 'caro', quantity: 2 }],
        () => ({ product: expensive, brand: { active: true } }),
        TODAY,
      );
      return { ...request([]), quote, expectedTotal: shownTotal(quote) };
    };
    const result = placeOrder(priced(2_147_483_647));
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'ORDER_INVALID',
        message: 'El pedido no puede superar S/ 1,000,000.00. Divide tu compra en varios pedidos.',
        details: {
          fieldErrors: [
            {
              field: 'lines',
              code: 'ORDER_TOO_LARGE',
              message: 'El pedido no puede superar S/ 1,000,000.00. Divide tu compra en varios pedidos.',
            },
          ],
        },
      },
    });
    // Izipay's 4 % counts: S/ 480,769.24 × 2 + 4 % is just over the ceiling; S/ 480,769.23 × 2 is not.
    expect(placeOrder(priced(48_076_924)).ok).toBe(false);
    expect(placeOrder(priced(48_076_923)).ok).toBe(true);
  });
});

describe('order image copies', () => {
  it('live under order-images/{timestamp}-{productID}.jpg', () => {
    expect(orderImageKey(NOW, 'p-1')).toBe(`order-images/${NOW.getTime()}-p-1.jpg`);
  });
});
