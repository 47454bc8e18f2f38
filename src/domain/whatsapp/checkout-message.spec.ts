import { Money } from '../money/money';
import { checkoutWhatsAppLink, checkoutWhatsAppMessage } from './checkout-message';

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

describe('checkoutWhatsAppMessage', () => {
  const checkout = { customer, lines, subtotal: Money.fromSoles(219.8), total: Money.fromSoles(219.8) };

  it('carries the customer info, products, subtotal and total', () => {
    const text = checkoutWhatsAppMessage(checkout);
    expect(text).toContain('Nombre: Ana Pérez');
    expect(text).toContain('- Miss Dior | Cantidad: 1 | Precio: S/ 100.00');
    expect(text.endsWith('Subtotal: S/ 219.80\nTotal: S/ 219.80')).toBe(true);
  });

  it('links with URL-encoded text', () => {
    const link = checkoutWhatsAppLink('51999888777', checkout);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(checkoutWhatsAppMessage(checkout));
  });
});
