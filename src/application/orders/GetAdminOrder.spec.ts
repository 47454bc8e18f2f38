import { InMemoryOrders, InMemoryOrderStatusEvents } from '../testing/in-memory-orders';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { GetAdminOrder } from './GetAdminOrder';

const ID = 'abcdefghijklmnopqrstuvwxyz234567';

describe('GetAdminOrder', () => {
  it('answers the order with its status history, oldest first', async () => {
    const orders = new InMemoryOrders();
    const events = new InMemoryOrderStatusEvents();
    orders.rows.set(ID, { order: anOrder({ id: ID, status: 'processing' }), key: 'k', fingerprint: 'f' });
    const change = {
      orderId: ID,
      from: 'pending' as const,
      to: 'processing' as const,
      adminAccountId: 'admin-1',
      adminEmail: 'duena@esencia.pe',
      at: new Date('2026-11-22T15:00:00Z'),
    };
    await events.record(change);
    await events.record({ ...change, orderId: 'otro'.padEnd(32, 'z') });

    const view = await new GetAdminOrder(orders, events).execute(` ${ID} `);

    expect(view?.order.id).toBe(ID);
    expect(view?.history).toEqual([change]);
  });

  it('answers null for an unknown order', async () => {
    expect(await new GetAdminOrder(new InMemoryOrders(), new InMemoryOrderStatusEvents()).execute('x')).toBeNull();
  });
});
