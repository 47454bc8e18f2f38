import type { OrderStatus } from './order-status';
import { detailNeedsPolling, needsTracking, orderChangeNotice } from './order-tracking';

const order = (status: OrderStatus, paymentLink: string | null = null) => ({ id: 'ord-ABC123', status, paymentLink });

describe('needsTracking: pending, or processing without a link', () => {
  it.each([
    [order('pending'), true],
    [order('processing'), true],
    [order('processing', ''), true],
    [order('processing', 'https://pago'), false],
    [order('completed'), false],
    [order('cancelled'), false],
  ])('%j → %s', (o, tracked) => {
    expect(needsTracking(o)).toBe(tracked);
  });
});

describe('detailNeedsPolling: until completed or cancelled', () => {
  it.each([
    ['pending', true],
    ['processing', true],
    ['completed', false],
    ['cancelled', false],
  ] as const)('%s → %s', (status, polls) => {
    expect(detailNeedsPolling(status)).toBe(polls);
  });
});

describe('orderChangeNotice on my-orders', () => {
  it.each([
    ['pending', 'processing', 'info', 'El pedido #ABC123 ahora está en proceso.'],
    ['processing', 'completed', 'success', '¡El pedido #ABC123 ha sido completado!'],
    ['pending', 'cancelled', 'warning', 'El pedido #ABC123 ha sido cancelado.'],
  ] as const)('%s → %s: %s %s', (from, to, tone, text) => {
    expect(orderChangeNotice(order(from), order(to), 'list')).toEqual({ tone, text });
  });

  it('says nothing without a change, and nothing about links on the list', () => {
    expect(orderChangeNotice(order('pending'), order('pending'), 'list')).toBeNull();
    expect(orderChangeNotice(order('processing'), order('processing', 'x'), 'list')).toBeNull();
    expect(orderChangeNotice(order('processing'), order('pending'), 'list')).toBeNull();
  });
});

describe('orderChangeNotice on the order detail', () => {
  it.each([
    ['pending', 'processing', 'El pedido ahora está en proceso.'],
    ['processing', 'completed', '¡El pedido ha sido completado!'],
    ['processing', 'cancelled', 'El pedido ha sido cancelado.'],
  ] as const)('%s → %s: %s', (from, to, text) => {
    expect(orderChangeNotice(order(from), order(to), 'detail')?.text).toBe(text);
  });

  it("announces the link: 'El link de pago ya está disponible.'", () => {
    expect(orderChangeNotice(order('processing'), order('processing', 'https://pago'), 'detail')).toEqual({
      tone: 'info',
      text: 'El link de pago ya está disponible.',
    });
  });
});
