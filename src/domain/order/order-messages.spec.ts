import { orderStatusChangedNotice, orderStatusLabel } from './order-messages';

describe('order status labels', () => {
  it.each([
    ['pending', 'Pendiente'],
    ['processing', 'En Proceso'],
    ['completed', 'Completada'],
    ['cancelled', 'Cancelada'],
  ] as const)('%s → %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});

describe('orderStatusChangedNotice', () => {
  it("'Orden {short id} actualizada a {label}'", () => {
    expect(orderStatusChangedNotice('xyz-123456', 'completed')).toBe('Orden 123456 actualizada a Completada');
  });
});
