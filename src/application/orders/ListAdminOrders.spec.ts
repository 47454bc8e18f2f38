import { InMemoryOrders } from '../testing/in-memory-orders';
import { anOrder } from '../testing/order-fixtures';
import { ListAdminOrders } from './ListAdminOrders';

const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T15:00:00Z`);

function setup() {
  const orders = new InMemoryOrders();
  const rows = [
    anOrder({ id: 'a'.repeat(26) + 'qwe234', createdAt: at(12), status: 'completed' }),
    anOrder({
      id: 'b'.repeat(26) + 'rty567',
      createdAt: at(10),
      customer: {
        firstName: 'José',
        lastName: 'Pérez',
        email: 'jose@correo.pe',
        documentType: 'CE',
        documentNumber: 'AB1234567',
        phone: '912345678',
      },
    }),
    anOrder({ id: 'c'.repeat(26) + 'uio234', createdAt: at(11) }),
  ];
  for (const order of rows) orders.rows.set(order.id, { order, key: order.id, fingerprint: 'f' });
  const list = (criteria: Parameters<ListAdminOrders['execute']>[0]) =>
    new ListAdminOrders(orders).execute(criteria).then((found) => found.map((order) => order.id.slice(-6)));
  return { list };
}

describe('ListAdminOrders', () => {
  it('lists every order oldest first', async () => {
    expect(await setup().list({})).toEqual(['rty567', 'uio234', 'qwe234']);
  });

  it('filters by status', async () => {
    expect(await setup().list({ status: 'completed' })).toEqual(['qwe234']);
  });

  it.each([
    ['rty567', ['rty567']],
    ['  RTY567 ', ['rty567']],
    ['jose perez', ['rty567']],
    ['JOSÉ', ['rty567']],
    ['jose@correo', ['rty567']],
    ['912345', ['rty567']],
    ['ab1234', ['rty567']],
    ['lucia', ['uio234', 'qwe234']],
    ['', ['rty567', 'uio234', 'qwe234']],
  ])('searches %p', async (search, found) => {
    expect(await setup().list({ search })).toEqual(found);
  });
});
