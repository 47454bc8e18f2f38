import { InMemoryOrders } from '../testing/in-memory-orders';
import { anOrder, orderLine } from '../../domain/order/testing/order-fixtures';
import { ListAdminOrders, type ListAdminOrdersInput } from './ListAdminOrders';

const at = (iso: string) => new Date(iso);

function setup() {
  const orders = new InMemoryOrders();
  const rows = [
    anOrder({ id: 'a'.repeat(26) + 'qwe234', createdAt: at('2026-11-12T15:00:00Z'), status: 'completed' }),
    anOrder({
      id: 'b'.repeat(26) + 'rty567',
      // 22:00 on 2026-11-09 in Lima (03:00 UTC on the 10th).
      createdAt: at('2026-11-10T03:00:00Z'),
      lines: [orderLine(1, 3)],
      customer: {
        firstName: 'José',
        lastName: 'Pérez',
        email: 'jose@correo.pe',
        documentType: 'CE',
        documentNumber: 'AB1234567',
        phone: '912345678',
      },
    }),
    anOrder({ id: 'c'.repeat(26) + 'uio234', createdAt: at('2026-11-11T15:00:00Z'), lines: [orderLine(1, 2)] }),
  ];
  for (const order of rows) orders.rows.set(order.id, { order, key: order.id, fingerprint: 'f' });
  const execute = (input: ListAdminOrdersInput) => new ListAdminOrders(orders).execute(input);
  const list = async (input: ListAdminOrdersInput) => {
    const result = await execute(input);
    if (!result.ok) throw new Error(result.error.message);
    return result.value.items.map((order) => order.id.slice(-6));
  };
  return { execute, list };
}

describe('ListAdminOrders', () => {
  it('lists the orders oldest first by default, newest first or by total when asked', async () => {
    const { list } = setup();
    expect(await list({})).toEqual(['rty567', 'uio234', 'qwe234']);
    expect(await list({ sort: 'newest' })).toEqual(['qwe234', 'uio234', 'rty567']);
    expect(await list({ sort: 'total-desc' })).toEqual(['rty567', 'uio234', 'qwe234']);
    expect(await list({ sort: 'total-asc' })).toEqual(['qwe234', 'uio234', 'rty567']);
  });

  it('filters by status', async () => {
    expect(await setup().list({ status: 'completed' })).toEqual(['qwe234']);
  });

  it('filters by Lima days, both ends included', async () => {
    const { list } = setup();
    expect(await list({ from: '2026-11-09', to: '2026-11-09' })).toEqual(['rty567']);
    expect(await list({ from: '2026-11-10' })).toEqual(['uio234', 'qwe234']);
    expect(await list({ to: '2026-11-11' })).toEqual(['rty567', 'uio234']);
  });

  it.each([
    [{ from: '2026-11-31' }, 'La fecha "desde" no es válida (AAAA-MM-DD).'],
    [{ to: 'ayer' }, 'La fecha "hasta" no es válida (AAAA-MM-DD).'],
    [{ from: '2026-11-12', to: '2026-11-11' }, 'La fecha "desde" no puede ser posterior a la fecha "hasta".'],
  ])('refuses the dates %p', async (dates, message) => {
    expect(await setup().execute(dates)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'INVALID_DATE_RANGE', message }),
    });
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
    // Fewer than 3 characters do not narrow the list.
    ['jo', ['rty567', 'uio234', 'qwe234']],
  ])('searches %p', async (search, found) => {
    expect(await setup().list({ search })).toEqual(found);
  });

  it('answers one page and how many match in all', async () => {
    const result = await setup().execute({ page: 2, pageSize: 2 });
    expect(result.ok && { ...result.value, items: result.value.items.map((o) => o.id.slice(-6)) }).toEqual({
      items: ['qwe234'],
      total: 3,
      page: 2,
      pageSize: 2,
      totalPages: 2,
    });
    expect(await setup().execute({ pageSize: 0 })).toMatchObject({ ok: false, error: { code: 'INVALID_PAGINATION' } });
  });

  it('pages 25 orders by default', async () => {
    const result = await setup().execute({});
    expect(result.ok && result.value.pageSize).toBe(25);
  });
});
