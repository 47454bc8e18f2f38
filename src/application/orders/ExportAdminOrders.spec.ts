import type { Viewer } from '../identity/viewer';
import { InMemoryOrders } from '../testing/in-memory-orders';
import { anOrder, orderLine } from '../../domain/order/testing/order-fixtures';
import { ExportAdminOrders, type ExportAdminOrdersInput } from './ExportAdminOrders';
import { ListAdminOrders } from './ListAdminOrders';

const ADMIN: Viewer = { accountId: 'a', sessionId: 's', email: 'admin@esencia.pe', role: 'admin' };
const CUSTOMER: Viewer = { ...ADMIN, email: 'lucia@correo.pe', role: 'user' };

/** 7 orders over 3 Lima days, of every status and several totals. */
function setup() {
  const orders = new InMemoryOrders();
  const statuses = ['pending', 'processing', 'completed', 'cancelled'] as const;
  for (let i = 0; i < 7; i++) {
    const order = anOrder({
      id: `${'x'.repeat(26)}${String(i).padStart(6, 'a')}`,
      status: statuses[i % 4]!,
      // 23:30 in Lima on 9, 10 and 11 November, and the next morning.
      createdAt: new Date(Date.UTC(2026, 10, 10 + (i % 3), i % 2 ? 4 : 14, 30)),
      lines: [orderLine(1, 1 + (i % 3))],
    });
    orders.rows.set(order.id, { order, key: order.id, fingerprint: 'f' });
  }
  return orders;
}

async function read(pieces: AsyncIterable<string>): Promise<string[]> {
  const read: string[] = [];
  for await (const piece of pieces) read.push(piece);
  return read;
}

describe('ExportAdminOrders', () => {
  it.each<ExportAdminOrdersInput>([
    {},
    { status: 'pending' },
    { from: '2026-11-10', to: '2026-11-10' },
    { sort: 'total-desc' },
    { sort: 'total-asc', from: '2026-11-10' },
    { sort: 'newest', search: 'Quispe' },
  ])('exports the orders the list shows with the same filters, in its order: %j', async (input) => {
    const orders = setup();
    const listed = await new ListAdminOrders(orders).execute({
      ...input,
      status: input.status as 'pending' | undefined,
      sort: input.sort as 'oldest' | undefined,
      pageSize: 100,
    });
    const exported = new ExportAdminOrders(orders, 2).execute(ADMIN, input);
    if (!exported.ok || !listed.ok) throw new Error('refused');
    const [head, ...batches] = await read(exported.value.pieces);
    expect(head).toMatch(/^\uFEFFFecha,Pedido,Estado,/);
    const shortIds = batches
      .join('')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(',')[1]);
    expect(shortIds).toEqual(listed.value.items.map((order) => `#${order.id.slice(-6)}`));
    expect(shortIds.length).toBeGreaterThan(0);
  });

  it('reads one batch per piece taken, and stops reading when the reader stops', async () => {
    const orders = setup();
    const batches = jest.spyOn(orders, 'batchForAdmin');
    const exported = new ExportAdminOrders(orders, 3).execute(ADMIN, {});
    if (!exported.ok) throw new Error('refused');
    const reader = exported.value.pieces[Symbol.asyncIterator]();
    await reader.next(); // the headers
    expect(batches).toHaveBeenCalledTimes(0);
    await reader.next();
    expect(batches).toHaveBeenCalledTimes(1);
    await reader.return?.();
    expect(await reader.next()).toEqual({ done: true, value: undefined });
    expect(batches).toHaveBeenCalledTimes(1);
  });

  it('reads 7 orders in batches of 3 with 3 reads: headers and one piece per batch', async () => {
    const orders = setup();
    const batches = jest.spyOn(orders, 'batchForAdmin');
    const exported = new ExportAdminOrders(orders, 3).execute(ADMIN, {});
    if (!exported.ok) throw new Error('refused');
    expect(await read(exported.value.pieces)).toHaveLength(4);
    expect(batches).toHaveBeenCalledTimes(3);
  });

  it('names the file after the range', () => {
    const exported = new ExportAdminOrders(setup()).execute(ADMIN, { from: '2026-11-01', to: '2026-11-30' });
    expect(exported.ok && exported.value.fileName).toBe('pedidos-2026-11-01-a-2026-11-30.csv');
  });

  it('is for admins only: a guest is asked to sign in, a customer refused', () => {
    expect(new ExportAdminOrders(setup()).execute(null, {})).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED', message: 'Inicia sesión como administrador para descargar los pedidos.' },
    });
    expect(new ExportAdminOrders(setup()).execute(CUSTOMER, {})).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Solo un administrador puede descargar los pedidos.' },
    });
  });

  it.each([
    [{ from: '2026-11-31' }, 'INVALID_DATE_RANGE', 'La fecha "desde" no es válida (AAAA-MM-DD).'],
    [
      { from: '2026-11-12', to: '2026-11-11' },
      'INVALID_DATE_RANGE',
      'La fecha "desde" no puede ser posterior a la fecha "hasta".',
    ],
    [{ status: 'shipped' }, 'INVALID_STATUS', 'El estado del pedido no es válido.'],
    [{ sort: 'cheapest' }, 'INVALID_SORT', 'El orden de los pedidos no es válido.'],
  ])('refuses %j with the list’s Spanish message', (input, code, message) => {
    expect(new ExportAdminOrders(setup()).execute(ADMIN, input)).toEqual({
      ok: false,
      error: expect.objectContaining({ code, message }),
    });
  });
});
