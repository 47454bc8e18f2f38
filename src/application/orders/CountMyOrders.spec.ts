import type { Viewer } from '../identity/viewer';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { InMemoryOrders } from '../testing/in-memory-orders';
import { CountMyOrders } from './CountMyOrders';

const viewer: Viewer = { accountId: 'cuenta-1', sessionId: 'sesion-1', email: 'ana@correo.pe', role: 'user' };

describe('CountMyOrders', () => {
  it('counts the account’s orders and its e-mail’s guest orders, never anyone else’s', async () => {
    const orders = new InMemoryOrders();
    const fromAccount = anOrder({ id: 'pedido-1', accountId: viewer.accountId });
    const asGuest = anOrder({ id: 'pedido-2', accountId: null });
    const someoneElses = anOrder({ id: 'pedido-3', accountId: 'cuenta-2' });
    const guestOfAnotherEmail = anOrder({ id: 'pedido-4', accountId: null });
    for (const order of [
      fromAccount,
      { ...asGuest, customer: { ...asGuest.customer, email: 'ANA@correo.pe' } },
      { ...someoneElses, customer: { ...someoneElses.customer, email: 'ana@correo.pe' } },
      { ...guestOfAnotherEmail, customer: { ...guestOfAnotherEmail.customer, email: 'beto@correo.pe' } },
    ]) {
      await orders.insert(order, { key: order.id, fingerprint: '' });
    }

    expect(await new CountMyOrders(orders).execute(viewer)).toBe(2);
    expect(
      await new CountMyOrders(orders).execute({ ...viewer, accountId: 'cuenta-9', email: 'nadie@correo.pe' }),
    ).toBe(0);
  });
});
