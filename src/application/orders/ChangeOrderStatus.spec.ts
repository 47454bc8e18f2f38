import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Viewer } from '../identity/viewer';
import { aProduct } from '../testing/catalog-fixtures';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { anOrder, orderLine, productId } from '../../domain/order/testing/order-fixtures';
import { ORDER_NOT_FOUND_MESSAGE } from '../../domain/order/order-messages';
import { ChangeOrderStatus } from './ChangeOrderStatus';
import { testOrderStatusMail } from '../testing/store-settings-fixture';

/** The store's origin in the order e-mails' links. */
const SITE = 'https://tienda.pe';

const ID = 'abcdefghijklmnopqrstuvwxyz234567';
const admin: Viewer = { accountId: 'admin-1', sessionId: 's', email: 'duena@esencia.pe', role: 'admin' };

function setup(order: Order, stock: Record<number, number> = { 1: 10, 2: 10 }) {
  const { services, clock } = inMemoryIdentity(new Date('2026-11-22T15:00:00Z'));
  services.orders.rows.set(order.id, { order, key: `key-${order.id}`, fingerprint: 'f' });
  for (const [n, units] of Object.entries(stock)) {
    services.products.products.set(productId(Number(n)), aProduct({ id: productId(Number(n)), stock: units }));
  }
  const change = (status: OrderStatus, orderId = order.id) =>
    new ChangeOrderStatus(services.uow, clock, testOrderStatusMail()).execute({ orderId, status }, admin, SITE);
  const stored = () => services.orders.rows.get(order.id)!.order;
  const levels = () =>
    Object.fromEntries(Object.entries(services.stock.levels()).map(([id, level]) => [id.slice(-1), level.stock]));
  return { services, clock, change, stored, levels };
}

describe('ChangeOrderStatus', () => {
  it('processes a pending order: the move, who made it and when are recorded, and the change is announced', async () => {
    const { services, change, stored, levels } = setup(anOrder({ id: ID }));

    const result = await change('processing');

    expect(result).toMatchObject({ ok: true, value: { id: ID, status: 'processing' } });
    expect(stored()).toMatchObject({ status: 'processing', updatedAt: new Date('2026-11-22T15:00:00Z') });
    expect(services.orderEvents.rows).toEqual([
      {
        orderId: ID,
        from: 'pending',
        to: 'processing',
        adminAccountId: 'admin-1',
        adminEmail: 'duena@esencia.pe',
        at: new Date('2026-11-22T15:00:00Z'),
      },
    ]);
    expect(services.orderChanges.announced).toEqual([ID]);
    expect(levels()).toEqual({ 1: 10, 2: 10 });
    expect(services.stock.locked).toEqual([]);
  });

  it('completes a processing order: takes each product’s ordered units (lines of one product added up)', async () => {
    const lines = [orderLine(2, 3), orderLine(1, 2), orderLine(2, 4)];
    const { services, change, stored, levels } = setup(anOrder({ id: ID, status: 'processing', lines }));

    expect(await change('completed')).toMatchObject({ ok: true, value: { status: 'completed' } });

    expect(levels()).toEqual({ 1: 8, 2: 3 });
    expect(services.stock.locked).toEqual([[productId(1), productId(2)]]);
    // Each product's change is in the stock ledger, with the order and the admin.
    expect(services.stock.movements.map((m) => [m.productId.slice(-1), m.reason, m.stockDelta, m.stockAfter])).toEqual([
      ['2', 'order-completed', -7, 3],
      ['1', 'order-completed', -2, 8],
    ]);
    expect(services.stock.movements.every((m) => m.orderId === ID && m.adminEmail === admin.email)).toBe(true);
    expect(stored().status).toBe('completed');
    expect(services.orderEvents.rows.map((e) => [e.from, e.to])).toEqual([['processing', 'completed']]);
  });

  it('refuses to complete when any product lacks stock, with every shortage, and changes nothing', async () => {
    const lines = [orderLine(1, 2, 'Sauvage'), orderLine(2, 11, 'La Vie Est Belle'), orderLine(3, 5, 'Acqua di Gio')];
    const { services, change, stored, levels } = setup(anOrder({ id: ID, status: 'processing', lines }), {
      1: 10,
      2: 10,
      3: 4,
    });

    const result = await change('completed');

    expect(result).toEqual({
      ok: false,
      error: {
        code: 'STOCK_INSUFFICIENT',
        message:
          'No se puede completar la orden:\nLa Vie Est Belle: solicitado 11, disponible 10\nAcqua di Gio: solicitado 5, disponible 4',
        details: {
          shortages: [
            { productId: productId(2), productName: 'La Vie Est Belle', requested: 11, available: 10 },
            { productId: productId(3), productName: 'Acqua di Gio', requested: 5, available: 4 },
          ],
        },
      },
    });
    expect(levels()).toEqual({ 1: 10, 2: 10, 3: 4 });
    expect(stored().status).toBe('processing');
    expect(services.orderEvents.rows).toEqual([]);
    expect(services.orderChanges.announced).toEqual([]);
  });

  it('a guarded decrement that misses under the row locks throws, and nothing of the change stays', async () => {
    const lines = [orderLine(1, 2), orderLine(2, 3)];
    const { services, change, stored, levels } = setup(anOrder({ id: ID, status: 'processing', lines }));
    const record = services.stock.record.bind(services.stock);
    services.stock.record = async (movement) => {
      if (movement.productId === productId(2)) throw new Error('stock below the order under its row lock');
      return record(movement);
    };

    await expect(change('completed')).rejects.toThrow('stock below the order under its row lock');

    expect(levels()).toEqual({ 1: 10, 2: 10 });
    expect(stored().status).toBe('processing');
    expect(services.orderEvents.rows).toEqual([]);
  });

  it('completes once when asked twice (double click, two tabs): the second answers the completed order', async () => {
    const { services, change, levels } = setup(anOrder({ id: ID, status: 'processing', lines: [orderLine(1, 4)] }));

    const first = await change('completed');
    const second = await change('completed');

    expect(first).toMatchObject({ ok: true, value: { status: 'completed' } });
    expect(second).toMatchObject({ ok: true, value: { status: 'completed' } });
    expect(levels()).toMatchObject({ 1: 6 });
    expect(services.orderEvents.rows).toHaveLength(1);
    expect(services.orderChanges.announced).toEqual([ID]);
  });

  it.each([
    ['pending', 'completed', 'No se puede cambiar una orden Pendiente a Completada'],
    ['completed', 'cancelled', 'No se puede cambiar una orden Completada a Cancelada'],
    ['cancelled', 'processing', 'No se puede cambiar una orden Cancelada a En Proceso'],
    ['processing', 'pending', 'No se puede cambiar una orden En Proceso a Pendiente'],
  ] as const)('refuses %s → %s: %s', async (from, to, message) => {
    const { services, change, stored, levels } = setup(anOrder({ id: ID, status: from }));

    expect(await change(to)).toEqual({
      ok: false,
      error: { code: 'ORDER_TRANSITION_NOT_ALLOWED', message, details: { from, to } },
    });
    expect(stored().status).toBe(from);
    expect(levels()).toEqual({ 1: 10, 2: 10 });
    expect(services.stock.locked).toEqual([]);
    expect(services.orderEvents.rows).toEqual([]);
  });

  it('cancels a pending or processing order without touching the stock', async () => {
    for (const status of ['pending', 'processing'] as const) {
      const { change, stored, levels } = setup(anOrder({ id: ID, status }));
      expect((await change('cancelled')).ok).toBe(true);
      expect(stored().status).toBe('cancelled');
      expect(levels()).toEqual({ 1: 10, 2: 10 });
    }
  });

  it('refuses to complete an order whose product no longer exists', async () => {
    const lines = [orderLine(1, 1), orderLine(7, 1)];
    const { change, stored, levels } = setup(anOrder({ id: ID, status: 'processing', lines }));

    expect(await change('completed')).toEqual({
      ok: false,
      error: {
        code: 'STOCK_PRODUCT_NOT_FOUND',
        message: 'Producto no encontrado',
        details: { productId: productId(7) },
      },
    });
    expect(stored().status).toBe('processing');
    expect(levels()).toEqual({ 1: 10, 2: 10 });
  });

  describe('a held order (issue 24)', () => {
    const HOLD = { until: new Date('2026-11-22T17:00:00Z'), state: 'active' as const };
    const heldOrder = (status: OrderStatus) =>
      anOrder({ id: ID, status, lines: [orderLine(1, 2), orderLine(2, 1)], stockHold: HOLD });
    const holdLevels = (services: ReturnType<typeof setup>['services']) => {
      for (const n of [1, 2]) {
        const id = productId(n);
        services.products.products.set(id, { ...services.products.products.get(id)!, held: n === 1 ? 2 : 1 });
      }
    };

    it('completing turns its hold into the sale: stock and held units go down together', async () => {
      const { services, change, stored } = setup(heldOrder('processing'), { 1: 2, 2: 1 });
      holdLevels(services);

      expect(await change('completed')).toMatchObject({
        ok: true,
        value: { status: 'completed', stockHold: { ...HOLD, state: 'converted' } },
      });
      expect(stored().stockHold?.state).toBe('converted');
      expect(services.stock.levels()).toMatchObject({
        [productId(1)]: { stock: 0, held: 0 },
        [productId(2)]: { stock: 0, held: 0 },
      });
      expect(services.stock.movements.map((m) => [m.reason, m.stockDelta, m.heldDelta])).toEqual([
        ['hold-converted', -2, -2],
        ['hold-converted', -1, -1],
      ]);
    });

    it('cancelling releases its units to everybody; processing keeps them held', async () => {
      const { services, change, stored } = setup(heldOrder('pending'), { 1: 2, 2: 1 });
      holdLevels(services);

      expect(await change('processing')).toMatchObject({ ok: true, value: { stockHold: HOLD } });
      expect(services.stock.movements).toEqual([]);
      expect(await change('cancelled')).toMatchObject({
        ok: true,
        value: { status: 'cancelled', stockHold: { ...HOLD, state: 'released' } },
      });
      expect(stored().stockHold?.state).toBe('released');
      expect(services.stock.levels()).toMatchObject({
        [productId(1)]: { stock: 2, held: 0 },
        [productId(2)]: { stock: 1, held: 0 },
      });
      expect(services.stock.movements.map((m) => [m.reason, m.heldDelta, m.adminEmail])).toEqual([
        ['hold-released', -2, admin.email],
        ['hold-released', -1, admin.email],
      ]);
    });

    it('an order without a hold cannot complete with units held for others', async () => {
      const { services, change } = setup(anOrder({ id: ID, status: 'processing', lines: [orderLine(1, 2)] }), {
        1: 3,
      });
      services.products.products.set(productId(1), { ...services.products.products.get(productId(1))!, held: 2 });
      expect(await change('completed')).toMatchObject({
        ok: false,
        error: { code: 'STOCK_INSUFFICIENT', details: { shortages: [{ requested: 2, available: 1 }] } },
      });
    });
  });

  it('answers an unknown order with ORDER_NOT_FOUND', async () => {
    const { change } = setup(anOrder({ id: ID }));
    expect(await change('processing', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz')).toEqual({
      ok: false,
      error: { code: 'ORDER_NOT_FOUND', message: ORDER_NOT_FOUND_MESSAGE },
    });
  });
});
