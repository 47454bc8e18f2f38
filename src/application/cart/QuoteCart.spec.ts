import { TestClock } from '../testing/in-memory-identity';
import { cartCatalogue, NOW } from '../testing/cart-fixtures';
import { QuoteCart } from './QuoteCart';

describe('QuoteCart', () => {
  it("prices the browser's lines with today's catalogue, in one read whatever their number", async () => {
    const catalogue = cartCatalogue();
    const result = await new QuoteCart(catalogue, new TestClock(NOW)).execute([
      { productId: 'sauvage', quantity: 1 },
      { productId: 'jadore', quantity: 2 },
      { productId: 'sauvage', quantity: 1 },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.lines.map((l) => [l.productId, l.quantity, l.unitPrice.cents, l.lineTotal.cents])).toEqual([
      ['sauvage', 2, 10000, 20000],
      ['jadore', 2, 6000, 12000],
    ]);
    expect(result.value.subtotal.cents).toBe(32000);
    expect(result.value.today).toBe('2026-11-22');
    expect(catalogue.cartReads).toEqual([['sauvage', 'jadore']]);
  });

  it('cuts to the stock and removes what is no longer sold, with the cart warning', async () => {
    const catalogue = cartCatalogue();
    catalogue.change('sauvage', { active: false });
    const result = await new QuoteCart(catalogue, new TestClock(NOW)).execute([
      { productId: 'miss', quantity: 5 },
      { productId: 'sauvage', quantity: 1 },
      { productId: 'orphan', quantity: 1 },
      { productId: 'no-such-product', quantity: 1 },
    ]);
    expect(result.ok && result.value.lines.map((l) => [l.productId, l.quantity, l.change])).toEqual([
      ['miss', 3, 'quantity-cut'],
    ]);
    expect(result.ok && result.value.removed.map((l) => l.productId)).toEqual(['sauvage', 'orphan', 'no-such-product']);
    expect(result.ok && result.value.message).toBe(
      'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.',
    );
  });

  it('refuses bad lines without reading the catalogue', async () => {
    const catalogue = cartCatalogue();
    const result = await new QuoteCart(catalogue, new TestClock(NOW)).execute([{ productId: 'sauvage', quantity: 0 }]);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'CART_INVALID' }) });
    expect(catalogue.cartReads).toEqual([]);
  });

  it('answers an empty cart without reading the catalogue', async () => {
    const catalogue = cartCatalogue();
    const result = await new QuoteCart(catalogue, new TestClock(NOW)).execute([]);
    expect(result.ok && result.value.itemCount).toBe(0);
    expect(catalogue.cartReads).toEqual([]);
  });
});
