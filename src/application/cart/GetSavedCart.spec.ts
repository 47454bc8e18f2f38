import { Money } from '../../domain/money/money';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { cartCatalogue, NOW } from '../testing/cart-fixtures';
import { GetSavedCart } from './GetSavedCart';

describe('GetSavedCart', () => {
  it('prices the saved lines as the catalogue is now, without rewriting them', async () => {
    const { services } = inMemoryIdentity(NOW);
    const catalogue = cartCatalogue();
    await services.carts.replace('acc-1', [
      { productId: 'sauvage', quantity: 2 },
      { productId: 'miss', quantity: 3 },
    ]);
    catalogue.change('sauvage', { originalPrice: Money.fromSoles(120) });
    catalogue.change('miss', { stock: 0 });

    const cart = await new GetSavedCart(services.carts, catalogue, services.clock).execute('acc-1');

    expect(cart.lines.map((l) => [l.productId, l.unitPrice.cents, l.quantity])).toEqual([['sauvage', 12000, 2]]);
    expect(cart.removed.map((l) => l.productId)).toEqual(['miss']);
    expect(cart.subtotal.cents).toBe(24000);
    expect(await services.carts.lines('acc-1')).toHaveLength(2);
  });

  it('an account without a saved cart has an empty one', async () => {
    const { services } = inMemoryIdentity(NOW);
    const cart = await new GetSavedCart(services.carts, cartCatalogue(), services.clock).execute('acc-9');
    expect(cart).toEqual(expect.objectContaining({ lines: [], removed: [], itemCount: 0, adjusted: false }));
  });
});
