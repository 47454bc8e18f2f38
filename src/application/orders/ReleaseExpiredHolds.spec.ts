import { inMemoryIdentity } from '../testing/in-memory-identity';
import { aProduct } from '../testing/catalog-fixtures';
import { anOrder, orderLine, productId } from '../../domain/order/testing/order-fixtures';
import { ReleaseExpiredHolds } from './ReleaseExpiredHolds';

const NOW = new Date('2026-11-22T15:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('ReleaseExpiredHolds', () => {
  it('releases the holds whose time is over, and only those: units back, hold expired, in the ledger', async () => {
    const { services, clock } = inMemoryIdentity(NOW);
    services.products.products.set(productId(1), aProduct({ id: productId(1), stock: 3, held: 3 }));
    services.products.products.set(productId(2), aProduct({ id: productId(2), stock: 5, held: 1 }));
    const store = (id: string, until: Date, lines = [orderLine(1, 1)]) =>
      services.orders.rows.set(id, {
        order: anOrder({ id, lines, stockHold: { until, state: 'active' } }),
        key: `key-${id}`,
        fingerprint: 'f',
      });
    store('a'.repeat(32), at(-60), [orderLine(1, 2), orderLine(2, 1)]);
    store('b'.repeat(32), at(0));
    store('c'.repeat(32), at(30));
    // Taken in process by the shop before its time ran out: held until it completes or is cancelled.
    services.orders.rows.set('d'.repeat(32), {
      order: anOrder({ id: 'd'.repeat(32), status: 'processing', stockHold: { until: at(-60), state: 'active' } }),
      key: `key-${'d'.repeat(32)}`,
      fingerprint: 'f',
    });
    const release = new ReleaseExpiredHolds(services.uow, clock);

    expect(await release.execute()).toEqual({ released: 2, backInStock: [productId(1)] });

    const stateOf = (id: string) => services.orders.rows.get(id)!.order.stockHold?.state;
    expect([
      stateOf('a'.repeat(32)),
      stateOf('b'.repeat(32)),
      stateOf('c'.repeat(32)),
      stateOf('d'.repeat(32)),
    ]).toEqual(['expired', 'expired', 'active', 'active']);
    expect(services.stock.levels()).toMatchObject({
      [productId(1)]: { stock: 3, held: 0 },
      [productId(2)]: { stock: 5, held: 0 },
    });
    expect(services.stock.movements.map((m) => [m.orderId?.[0], m.productId.slice(-1), m.reason, m.heldDelta])).toEqual(
      [
        ['a', '1', 'hold-expired', -2],
        ['a', '2', 'hold-expired', -1],
        ['b', '1', 'hold-expired', -1],
      ],
    );
    expect(services.orderChanges.announced).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(await release.execute()).toEqual({ released: 0, backInStock: [] });
  });
});
