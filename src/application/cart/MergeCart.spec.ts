import { inMemoryIdentity } from '../testing/in-memory-identity';
import { cartCatalogue, NOW } from '../testing/cart-fixtures';
import { MergeCart } from './MergeCart';

function setup() {
  const { services } = inMemoryIdentity(NOW);
  const catalogue = cartCatalogue();
  return { services, catalogue, mergeCart: new MergeCart(services.uow, catalogue, services.clock) };
}

describe('MergeCart', () => {
  it("adds the browser's lines to the saved cart, sums the same product, cuts to stock and saves", async () => {
    const { services, mergeCart } = setup();
    await services.carts.replace('acc-1', [
      { productId: 'miss', quantity: 2 },
      { productId: 'sauvage', quantity: 1 },
    ]);

    const result = await mergeCart.execute('acc-1', [
      { productId: 'miss', quantity: 2 },
      { productId: 'jadore', quantity: 1 },
    ]);

    expect(
      result.ok && result.value.lines.map((l) => [l.productId, l.requestedQuantity, l.quantity, l.change]),
    ).toEqual([
      ['miss', 4, 3, 'quantity-cut'],
      ['sauvage', 1, 1, 'none'],
      ['jadore', 1, 1, 'none'],
    ]);
    expect(result.ok && result.value.adjusted).toBe(true);
    expect(await services.carts.lines('acc-1')).toEqual([
      { productId: 'miss', quantity: 3 },
      { productId: 'sauvage', quantity: 1 },
      { productId: 'jadore', quantity: 1 },
    ]);
  });

  it('with an empty browser cart returns the saved cart, dropping what is no longer sold', async () => {
    const { services, mergeCart } = setup();
    await services.carts.replace('acc-1', [
      { productId: 'orphan', quantity: 1 },
      { productId: 'sauvage', quantity: 2 },
    ]);
    const result = await mergeCart.execute('acc-1', []);
    expect(result.ok && result.value.removed.map((l) => l.productId)).toEqual(['orphan']);
    expect(await services.carts.lines('acc-1')).toEqual([{ productId: 'sauvage', quantity: 2 }]);
  });

  it('two tabs signing in at once both count: merges run one after the other', async () => {
    const { services, mergeCart } = setup();
    await Promise.all([
      mergeCart.execute('acc-1', [{ productId: 'sauvage', quantity: 1 }]),
      mergeCart.execute('acc-1', [{ productId: 'sauvage', quantity: 2 }]),
    ]);
    expect(await services.carts.lines('acc-1')).toEqual([{ productId: 'sauvage', quantity: 3 }]);
  });

  it('refuses bad lines and leaves the saved cart alone', async () => {
    const { services, mergeCart } = setup();
    await services.carts.replace('acc-1', [{ productId: 'sauvage', quantity: 1 }]);
    const result = await mergeCart.execute('acc-1', [{ productId: '', quantity: 1 }]);
    expect(result.ok).toBe(false);
    expect(await services.carts.lines('acc-1')).toEqual([{ productId: 'sauvage', quantity: 1 }]);
  });
});
