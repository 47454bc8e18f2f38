import {
  adminOrderNeedle,
  adminOrderSearchText,
  adminOrderSort,
  adminOrderStatus,
  compareAdminOrders,
  matchesAdminOrderFilter,
} from './admin-order-list';

const order = (id: string, createdAt: string, cents = 1000, status = 'pending' as const) => ({
  id: id.padStart(32, 'a'),
  status,
  createdAt: new Date(createdAt),
  totals: { total: { cents } },
  customer: {
    firstName: 'José  María',
    lastName: 'Pérez',
    email: 'Jose@Correo.pe',
    phone: '912345678',
    documentNumber: 'AB123',
  },
});

describe('the admin orders list', () => {
  it('compares searches normalised, and only from 3 characters', () => {
    expect(adminOrderNeedle('  PÉREZ ')).toBe('perez');
    expect(adminOrderNeedle('jo')).toBe('');
    expect(adminOrderNeedle(null)).toBe('');
    expect(adminOrderNeedle(`${'x'.repeat(120)}`)).toHaveLength(100);
  });

  it('searches the short id, name, e-mail, phone and document, normalised', () => {
    expect(adminOrderSearchText(order('qwe234', '2026-11-10T15:00:00Z'))).toBe(
      'qwe234 jose maria perez jose@correo.pe 912345678 ab123',
    );
  });

  it('keeps the orders of a status, between two Lima days, matching the search', () => {
    // 22:00 on 9 November in Lima.
    const late = order('qwe234', '2026-11-10T03:00:00Z');
    expect(matchesAdminOrderFilter(late, {})).toBe(true);
    expect(matchesAdminOrderFilter(late, { status: 'completed' })).toBe(false);
    expect(matchesAdminOrderFilter(late, { from: '2026-11-09', to: '2026-11-09' })).toBe(true);
    expect(matchesAdminOrderFilter(late, { from: '2026-11-10' })).toBe(false);
    expect(matchesAdminOrderFilter(late, { to: '2026-11-08' })).toBe(false);
    expect(matchesAdminOrderFilter(late, { search: 'maria perez' })).toBe(true);
    expect(matchesAdminOrderFilter(late, { search: 'lucia' })).toBe(false);
  });

  it('sorts oldest or newest first and by total, ties by creation then id so pages never overlap', () => {
    const a = order('aaa', '2026-11-10T15:00:00Z', 500);
    const b = order('bbb', '2026-11-10T15:00:00Z', 500);
    const c = order('ccc', '2026-11-11T15:00:00Z', 900);
    const ids = (sort: Parameters<typeof compareAdminOrders>[0]) =>
      [c, b, a].sort(compareAdminOrders(sort)).map((o) => o.id.slice(-3));
    expect(ids('oldest')).toEqual(['aaa', 'bbb', 'ccc']);
    expect(ids('newest')).toEqual(['ccc', 'bbb', 'aaa']);
    expect(ids('total-desc')).toEqual(['ccc', 'bbb', 'aaa']);
    expect(ids('total-asc')).toEqual(['bbb', 'aaa', 'ccc']);
    expect(compareAdminOrders('oldest')(a, a)).toBe(0);
  });
});

describe('the admin orders list’s choices named in an address', () => {
  it('takes a known status, or none', () => {
    expect(adminOrderStatus('cancelled')).toEqual({ ok: true, value: 'cancelled' });
    expect(adminOrderStatus('')).toEqual({ ok: true, value: null });
    expect(adminOrderStatus('PENDING')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATUS', message: 'El estado del pedido no es válido.' },
    });
  });

  it('takes a known sort, oldest first when none', () => {
    expect(adminOrderSort('total-desc')).toEqual({ ok: true, value: 'total-desc' });
    expect(adminOrderSort(undefined)).toEqual({ ok: true, value: 'oldest' });
    expect(adminOrderSort('recientes')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SORT', message: 'El orden de los pedidos no es válido.' },
    });
  });
});
