import { NO_PROMOTION, type PromotionTerms } from '../catalog/promotion';
import { Money } from '../money/money';
import {
  checkCartLines,
  combineCartLines,
  MAX_CART_LINES,
  quoteCart,
  type CartCatalogueEntry,
  type QuotableProduct,
} from './cart-quote';

const TODAY = '2026-11-22';

const aQuotable = (fields: {
  id: string;
  cents?: number;
  stock?: number;
  active?: boolean;
  promotion?: PromotionTerms;
}): QuotableProduct => ({
  id: fields.id,
  originalPrice: Money.fromCents(fields.cents ?? 10000),
  stock: fields.stock ?? 10,
  active: fields.active ?? true,
  promotion: fields.promotion ?? NO_PROMOTION,
});
const aBrandState = (active = true) => ({ active });
const WARNING = 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.';

describe('checkCartLines: at most 50 lines, whole quantities from 1 to 999, a product id each', () => {
  it('combines valid lines: a product listed twice is summed, in order of first appearance', () => {
    expect(
      checkCartLines([
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
        { productId: 'p1', quantity: 3 },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { productId: 'p1', quantity: 5 },
        { productId: 'p2', quantity: 1 },
      ],
    });
  });

  it('accepts an empty cart, 50 lines and 999 units', () => {
    expect(checkCartLines([])).toEqual({ ok: true, value: [] });
    const fifty = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: `p${i}`, quantity: 999 }));
    expect(checkCartLines(fifty).ok).toBe(true);
  });

  it.each([
    [0, false],
    [-1, false],
    [1.5, false],
    [1000, false],
    [Number.NaN, false],
    [1, true],
    [999, true],
  ])('quantity %s valid: %s', (quantity, valid) => {
    expect(checkCartLines([{ productId: 'p1', quantity }]).ok).toBe(valid);
  });

  it('reports every broken rule on the field "lines", in Spanish', () => {
    const lines = [
      ...Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: `p${i}`, quantity: 1 })),
      { productId: ' ', quantity: 0 },
    ];
    const result = checkCartLines(lines);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'CART_INVALID',
        message: 'El carrito puede tener como máximo 50 productos.',
        details: {
          fieldErrors: [
            { field: 'lines', code: 'TOO_MANY_LINES', message: 'El carrito puede tener como máximo 50 productos.' },
            {
              field: 'lines',
              code: 'QUANTITY_INVALID',
              message: 'La cantidad de cada producto debe ser un número entero entre 1 y 999.',
            },
            {
              field: 'lines',
              code: 'PRODUCT_ID_MISSING',
              message: 'Cada producto del carrito debe indicar su identificador.',
            },
          ],
        },
      },
    });
  });
});

describe('combineCartLines: one line per product, saved lines first, at most 999 units', () => {
  it('merges a browser cart into a saved one', () => {
    expect(
      combineCartLines(
        [
          { productId: 'saved', quantity: 2 },
          { productId: 'both', quantity: 1 },
        ],
        [
          { productId: 'both', quantity: 4 },
          { productId: 'browser', quantity: 1 },
        ],
      ),
    ).toEqual([
      { productId: 'saved', quantity: 2 },
      { productId: 'both', quantity: 5 },
      { productId: 'browser', quantity: 1 },
    ]);
  });

  it('never goes above 999 units of a product', () => {
    expect(combineCartLines([{ productId: 'p', quantity: 900 }], [{ productId: 'p', quantity: 900 }])).toEqual([
      { productId: 'p', quantity: 999 },
    ]);
  });
});

describe("quoteCart: the server's prices, cut to the stock, lines not on sale removed", () => {
  const catalogueOf = (...entries: CartCatalogueEntry<QuotableProduct>[]) => {
    const byId = new Map(entries.map((entry) => [entry.product.id, entry]));
    return (productId: string) => byId.get(productId);
  };

  it('prices every line from the catalogue with today’s promotion, and adds them up', () => {
    const catalogue = catalogueOf(
      { product: aQuotable({ id: 'plain', cents: 12990 }), brand: aBrandState() },
      {
        product: aQuotable({
          id: 'promo',
          cents: 10000,
          promotion: { isPromoted: true, type: 'percentage', discount: 20, startDate: TODAY, endDate: TODAY },
        }),
        brand: aBrandState(),
      },
      {
        product: aQuotable({
          id: 'ended',
          cents: 5000,
          promotion: { isPromoted: true, type: 'fixed', discount: 10, startDate: '2026-11-01', endDate: '2026-11-21' },
        }),
        brand: aBrandState(),
      },
    );
    const quote = quoteCart(
      [
        { productId: 'plain', quantity: 2 },
        { productId: 'promo', quantity: 1 },
        { productId: 'ended', quantity: 3 },
      ],
      catalogue,
      TODAY,
    );
    expect(
      quote.lines.map((l) => [l.productId, l.unitPrice.cents, l.originalUnitPrice.cents, l.lineTotal.cents, l.change]),
    ).toEqual([
      ['plain', 12990, 12990, 25980, 'none'],
      ['promo', 8000, 10000, 8000, 'none'],
      ['ended', 5000, 5000, 15000, 'none'],
    ]);
    expect(quote.subtotal.cents).toBe(25980 + 8000 + 15000);
    expect(quote.itemCount).toBe(6);
    expect(quote.removed).toEqual([]);
    expect(quote.adjusted).toBe(false);
    expect(quote.message).toBeNull();
  });

  it('cuts a quantity above the stock to the stock and warns', () => {
    const catalogue = catalogueOf({ product: aQuotable({ id: 'p', cents: 1000, stock: 3 }), brand: aBrandState() });
    const quote = quoteCart([{ productId: 'p', quantity: 5 }], catalogue, TODAY);
    expect(quote.lines).toEqual([
      expect.objectContaining({ productId: 'p', requestedQuantity: 5, quantity: 3, change: 'quantity-cut' }),
    ]);
    expect(quote.lines[0]?.lineTotal.cents).toBe(3000);
    expect(quote.adjusted).toBe(true);
    expect(quote.message).toBe(WARNING);
  });

  it('keeps a quantity equal to the stock', () => {
    const catalogue = catalogueOf({ product: aQuotable({ id: 'p', cents: 1000, stock: 3 }), brand: aBrandState() });
    expect(quoteCart([{ productId: 'p', quantity: 3 }], catalogue, TODAY).adjusted).toBe(false);
  });

  it('removes a sold-out product, keeping its prices for display', () => {
    const entry = { product: aQuotable({ id: 'x', stock: 0 }), brand: aBrandState() };
    const quote = quoteCart([{ productId: 'x', quantity: 2 }], catalogueOf(entry), TODAY);
    expect(quote.lines).toEqual([]);
    expect(quote.removed).toEqual([
      expect.objectContaining({ productId: 'x', requestedQuantity: 2, quantity: 0, change: 'removed' }),
    ]);
    expect(quote.removed[0]?.product?.id).toBe('x');
    expect(quote.removed[0]?.unitPrice.cents).toBe(10000);
    expect(quote.removed[0]?.lineTotal.cents).toBe(0);
    expect(quote.subtotal.cents).toBe(0);
    expect(quote.itemCount).toBe(0);
    expect(quote.message).toBe(WARNING);
  });

  it.each([
    ['is inactive', { product: aQuotable({ id: 'x', active: false }), brand: aBrandState() }],
    ['belongs to an inactive brand', { product: aQuotable({ id: 'x' }), brand: aBrandState(false) }],
    ['has lost its brand', { product: aQuotable({ id: 'x' }), brand: null }],
  ])('removes a product that %s telling only that it is no longer available (no product, zero prices)', (_, entry) => {
    const quote = quoteCart([{ productId: 'x', quantity: 2 }], catalogueOf(entry), TODAY);
    expect(quote.removed).toEqual([
      expect.objectContaining({ productId: 'x', product: null, requestedQuantity: 2, quantity: 0, change: 'removed' }),
    ]);
    expect([quote.removed[0]?.unitPrice.cents, quote.removed[0]?.originalUnitPrice.cents]).toEqual([0, 0]);
    expect(quote.message).toBe(WARNING);
  });

  it('removes an unknown product with no product and zero prices', () => {
    const quote = quoteCart([{ productId: 'gone', quantity: 1 }], catalogueOf(), TODAY);
    expect(quote.removed).toEqual([
      expect.objectContaining({ productId: 'gone', product: null, quantity: 0, change: 'removed' }),
    ]);
    expect(quote.removed[0]?.unitPrice.cents).toBe(0);
    expect(quote.adjusted).toBe(true);
  });

  it('keeps at most 50 lines; the rest come back removed', () => {
    const products = Array.from({ length: MAX_CART_LINES + 2 }, (_, i) => aQuotable({ id: `p${i}` }));
    const quote = quoteCart(
      products.map((p) => ({ productId: p.id, quantity: 1 })),
      catalogueOf(...products.map((product) => ({ product, brand: aBrandState() }))),
      TODAY,
    );
    expect(quote.lines).toHaveLength(MAX_CART_LINES);
    expect(quote.removed.map((l) => l.productId)).toEqual(['p50', 'p51']);
    expect(quote.adjusted).toBe(true);
  });

  it('an empty cart is an empty quote', () => {
    expect(quoteCart([], catalogueOf(), TODAY)).toEqual(
      expect.objectContaining({ lines: [], removed: [], itemCount: 0, adjusted: false, message: null }),
    );
  });
});
