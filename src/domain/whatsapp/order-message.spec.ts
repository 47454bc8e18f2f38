import { Money } from '../money/money';
import { orderTotals } from '../order/order-totals';
import { orderWhatsAppLink, orderWhatsAppMessage, type OrderForWhatsApp } from './order-message';

const customer = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@x.pe',
  documentType: 'DNI',
  documentNumber: '12345678',
  phone: '987654321',
};
const lines = [
  { productName: 'Sauvage', quantity: 2, price: Money.fromSoles(59.9) },
  { productName: 'Miss Dior', quantity: 1, price: Money.fromSoles(100) },
];

describe('orderWhatsAppMessage', () => {
  const order = (paymentMethod: OrderForWhatsApp['paymentMethod']): OrderForWhatsApp => {
    const totals = orderTotals(lines, paymentMethod, 'storefront');
    return {
      id: 'order-abc-XYZ789',
      status: 'processing',
      customer,
      lines,
      paymentMethod,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      total: totals.total,
    };
  };

  it('carries short id, status, customer data, products, payment label and totals with the Izipay commission', () => {
    expect(orderWhatsAppMessage(order('izipay'))).toBe(
      [
        'Hola, quisiera hacer seguimiento a mi pedido #XYZ789',
        'Estado: En Proceso',
        '',
        '*Datos del cliente*',
        'Nombre: Ana Pérez',
        'Email: ana@x.pe',
        'Documento: DNI 12345678',
        'Celular: 987654321',
        '',
        '*Productos*',
        '- Sauvage | Cantidad: 2 | Precio: S/ 59.90',
        '- Miss Dior | Cantidad: 1 | Precio: S/ 100.00',
        '',
        'Método de pago: Izipay',
        'Subtotal: S/ 219.80',
        'Comisión Izipay (4%): S/ 8.79',
        'Total: S/ 228.59',
      ].join('\n'),
    );
  });

  it('has no commission line for other methods, and shows shipping when charged', () => {
    const cheap = { ...order('yape'), lines: [lines[0]!], subtotal: Money.fromSoles(119.8) };
    const text = orderWhatsAppMessage({ ...cheap, shipping: Money.fromSoles(15), total: Money.fromSoles(134.8) });
    expect(text).not.toContain('Comisión');
    expect(text).toContain('Método de pago: Yape');
    expect(text).toContain('Envío: S/ 15.00');
    expect(text).toContain('Total: S/ 134.80');
  });

  it('links to the store number with the encoded message', () => {
    const link = orderWhatsAppLink('51999888777', order('yape'));
    expect(link.startsWith('https://wa.me/51999888777?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(orderWhatsAppMessage(order('yape')));
  });
});
