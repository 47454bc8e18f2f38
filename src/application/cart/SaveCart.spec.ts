import { inMemoryIdentity } from '../testing/in-memory-identity';
import { cartCatalogue, NOW } from '../testing/cart-fixtures';
import { SaveCart } from './SaveCart';

function setup() {
  const { services } = inMemoryIdentity(NOW);
  const catalogue = cartCatalogue();
  return { services, catalogue, saveCart: new SaveCart(services.uow, catalogue, services.clock) };
}

describe('SaveCart', () => {
  it('replaces the saved cart with what the answer shows: cut to stock, without removed lines', async () => {
    const { services, saveCart } = setup();
    await services.carts.replace('acc-1', [{ productId: 'jadore', quantity: 1 }]);

    const result = await saveCart.execute('acc-1', [
      { productId: 'miss', quantity: 9 },
      { productId: 'sauvage', quantity: 2 },
      { productId: 'orphan', quantity: 1 },
    ]);

    expect(result.ok && result.value.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['miss', 3],
      ['sauvage', 2],
    ]);
    expect(await services.carts.lines('acc-1')).toEqual([
      { productId: 'miss', quantity: 3 },
      { productId: 'sauvage', quantity: 2 },
    ]);
  });

  it('an empty cart empties the saved one', async () => {
    const { services, saveCart } = setup();
    await services.carts.replace('acc-1', [{ productId: 'jadore', quantity: 1 }]);
    await saveCart.execute('acc-1', []);
    expect(await services.carts.lines('acc-1')).toEqual([]);
  });

  it('touches only the given account', async () => {
    const { services, saveCart } = setup();
    await services.carts.replace('acc-2', [{ productId: 'jadore', quantity: 1 }]);
    await saveCart.execute('acc-1', [{ productId: 'sauvage', quantity: 1 }]);
    expect(await services.carts.lines('acc-2')).toEqual([{ productId: 'jadore', quantity: 1 }]);
  });

  it('refuses bad lines and keeps the saved cart', async () => {
    const { services, saveCart } = setup();
    await services.carts.replace('acc-1', [{ productId: 'jadore', quantity: 1 }]);
    const result = await saveCart.execute('acc-1', [{ productId: 'sauvage', quantity: 1000 }]);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'CART_INVALID',
        message: 'La cantidad de cada producto debe ser un número entero entre 1 y 999.',
      }),
    });
    expect(await services.carts.lines('acc-1')).toEqual([{ productId: 'jadore', quantity: 1 }]);
  });

  it('keeps the saved cart when the catalogue cannot be read', async () => {
    const { services, catalogue, saveCart } = setup();
    await services.carts.replace('acc-1', [{ productId: 'jadore', quantity: 1 }]);
    jest.spyOn(catalogue, 'findForCart').mockRejectedValue(new Error('database down'));
    await expect(saveCart.execute('acc-1', [{ productId: 'sauvage', quantity: 1 }])).rejects.toThrow('database down');
    expect(await services.carts.lines('acc-1')).toEqual([{ productId: 'jadore', quantity: 1 }]);
  });
});
