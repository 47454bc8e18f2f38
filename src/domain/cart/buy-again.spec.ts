import { buyAgainOutcome, buyAgainRequest, canBuyAgain } from './buy-again';
import { MAX_CART_LINES } from './cart-quote';

const line = (productId: string, quantity: number, name = `Perfume ${productId}`) => ({ productId, quantity, name });

describe("'Volver a comprar': which orders offer it", () => {
  it('completed and cancelled orders (a cancelled one may be retried), never one still moving', () => {
    expect(canBuyAgain('completed')).toBe(true);
    expect(canBuyAgain('cancelled')).toBe(true);
    expect(canBuyAgain('pending')).toBe(false);
    expect(canBuyAgain('processing')).toBe(false);
  });
});

describe('buyAgainRequest: the cart with the order added, as the cart quote takes it', () => {
  it("adds the order's quantities to what the cart holds, the cart's lines first, up to 999 units", () => {
    const request = buyAgainRequest(
      [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 998 },
      ],
      [line('p2', 5), line('p3', 1), line('p1', 1)],
    );
    expect(request).toEqual({
      lines: [
        { productId: 'p1', quantity: 3 },
        { productId: 'p2', quantity: 999 },
        { productId: 'p3', quantity: 1 },
      ],
      noRoom: [],
    });
  });

  it('keeps the cart at 50 products: the order products beyond it stay out, named', () => {
    const cart = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({ productId: `c${i}`, quantity: 1 }));
    const request = buyAgainRequest(cart, [line('c0', 1), line('n1', 1), line('n2', 2, 'Sauvage EDT')]);
    expect(request.lines).toHaveLength(MAX_CART_LINES);
    expect(request.lines.find((l) => l.productId === 'c0')?.quantity).toBe(2);
    expect(request.lines.at(-1)).toEqual({ productId: 'n1', quantity: 1 });
    expect(request.noRoom).toEqual([line('n2', 2, 'Sauvage EDT')]);
  });
});

describe("buyAgainOutcome: the one toast that says what the cart quote did with the order's lines", () => {
  const order = [line('p1', 2, 'Sauvage EDT'), line('p2', 1, 'Trésor EDP'), line('p3', 3, 'Dylan Blue EDT')];

  it('everything added: the products counted, a success', () => {
    const quote = {
      lines: [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
        { productId: 'p3', quantity: 3 },
      ],
      removed: [],
    };
    expect(buyAgainOutcome(order, [], quote)).toEqual({
      title: 'Agregamos 3 productos a tu carrito',
      problems: [],
      tone: 'success',
    });
    expect(buyAgainOutcome([line('p1', 2)], [], { lines: [{ productId: 'p1', quantity: 2 }], removed: [] }).title).toBe(
      'Agregamos 1 producto a tu carrito',
    );
  });

  it('names what is no longer on sale, sold out, or cut to the stock (after what the cart held)', () => {
    const quote = {
      lines: [{ productId: 'p3', quantity: 2 }],
      removed: [
        { productId: 'p1', product: null },
        { productId: 'p2', product: { stock: 0 } },
      ],
    };
    expect(buyAgainOutcome(order, [], quote)).toEqual({
      title: 'Agregamos 1 producto a tu carrito',
      problems: [
        'Ya no está disponible: Sauvage EDT',
        'Agotado: Trésor EDP',
        'Solo quedan 2 unidades de Dylan Blue EDT',
      ],
      tone: 'warning',
    });
  });

  it('a product the cart already held counts only the units added; none left to add says so', () => {
    const cart = [
      { productId: 'p1', quantity: 1 },
      { productId: 'p3', quantity: 1 },
    ];
    const quote = {
      lines: [
        { productId: 'p1', quantity: 1 },
        { productId: 'p2', quantity: 1 },
        { productId: 'p3', quantity: 3 },
      ],
      removed: [],
    };
    expect(buyAgainOutcome(order, cart, quote)).toEqual({
      title: 'Agregamos 2 productos a tu carrito',
      problems: ['Solo queda 1 unidad de Sauvage EDT', 'Solo quedan 3 unidades de Dylan Blue EDT'],
      tone: 'warning',
    });
  });

  it('nothing added: the title says so, with every reason', () => {
    const quote = { lines: [], removed: [{ productId: 'p1', product: null }] };
    expect(buyAgainOutcome([line('p1', 2, 'Sauvage EDT')], [], quote)).toEqual({
      title: 'No pudimos agregar productos a tu carrito',
      problems: ['Ya no está disponible: Sauvage EDT'],
      tone: 'warning',
    });
  });

  it('names the products that did not fit in a full cart', () => {
    const cart = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({ productId: `c${i}`, quantity: 1 }));
    const quote = { lines: [...cart, { productId: 'p1', quantity: 2 }], removed: [] };
    expect(buyAgainOutcome([line('p1', 2), line('p9', 1, 'Light Blue EDT')], cart, quote)).toEqual({
      title: 'Agregamos 1 producto a tu carrito',
      problems: [`No cabe en tu carrito (máximo ${MAX_CART_LINES} productos): Light Blue EDT`],
      tone: 'warning',
    });
  });

  it('a line the quote took out for room (on sale, in stock) is named as not fitting', () => {
    const quote = { lines: [], removed: [{ productId: 'p1', product: { stock: 4 } }] };
    expect(buyAgainOutcome([line('p1', 2, 'Sauvage EDT')], [], quote).problems).toEqual([
      `No cabe en tu carrito (máximo ${MAX_CART_LINES} productos): Sauvage EDT`,
    ]);
  });

  it('a line already at 999 units says the limit, not the stock', () => {
    const quote = { lines: [{ productId: 'p1', quantity: 999 }], removed: [] };
    expect(buyAgainOutcome([line('p1', 2, 'Sauvage EDT')], [{ productId: 'p1', quantity: 999 }], quote)).toEqual({
      title: 'No pudimos agregar productos a tu carrito',
      problems: ['Ya tienes en tu carrito el máximo de 999 unidades de Sauvage EDT'],
      tone: 'warning',
    });
  });
});
