import type { Viewer } from '../identity/viewer';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { InMemoryOrders } from '../testing/in-memory-orders';
import { ListMyOrders } from './ListMyOrders';

const viewer: Viewer = { accountId: 'cuenta-1', sessionId: 'sesion-1', email: 'ana@correo.pe', role: 'user' };

describe('ListMyOrders', () => {
  it('answers a page of the account’s orders, newest first, with how many there are in all', async () => {
    const orders = new InMemoryOrders();
    for (let day = 1; day <= 12; day++) {
      const order = anOrder({
        id: `pedido-${String(day).padStart(2, '0')}`,
        accountId: viewer.accountId,
        createdAt: new Date(`2026-11-${String(day).padStart(2, '0')}T15:00:00Z`),
      });
      await orders.insert(order, { key: order.id, fingerprint: '' });
    }
    const listMyOrders = new ListMyOrders(orders);

    const second = await listMyOrders.execute(viewer, undefined, { page: 2, pageSize: 5 });
    expect(second.ok && second.value).toMatchObject({ total: 12, page: 2, pageSize: 5, totalPages: 3 });
    expect(second.ok && second.value.items.map((order) => order.id)).toEqual([
      'pedido-07',
      'pedido-06',
      'pedido-05',
      'pedido-04',
      'pedido-03',
    ]);
    expect(await listMyOrders.execute(viewer, undefined, { page: 1, pageSize: 101 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAGINATION' },
    });
  });
});
