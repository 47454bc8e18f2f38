import { canSendByWhatsApp, filterOrders, ORDER_FILTERS, startsExpanded } from './order-list';

const orders = [
  { id: 'b', status: 'completed' as const, createdAt: new Date('2025-03-02T10:00:00Z') },
  { id: 'a', status: 'pending' as const, createdAt: new Date('2025-03-01T10:00:00Z') },
  { id: 'c', status: 'pending' as const, createdAt: new Date('2025-03-03T10:00:00Z') },
];

describe('order lists', () => {
  it('filters: all, pending, processing, completed, cancelled', () => {
    expect(ORDER_FILTERS).toEqual(['all', 'pending', 'processing', 'completed', 'cancelled']);
    expect(filterOrders(orders, 'all')).toHaveLength(3);
    expect(filterOrders(orders, 'pending').map((o) => o.id)).toEqual(['a', 'c']);
    expect(filterOrders(orders, 'cancelled')).toEqual([]);
  });

  it('cards start expanded and offer WhatsApp only for pending and processing', () => {
    expect(startsExpanded('pending')).toBe(true);
    expect(startsExpanded('processing')).toBe(true);
    expect(startsExpanded('completed')).toBe(false);
    expect(canSendByWhatsApp('cancelled')).toBe(false);
  });
});
