import { Money } from '../money/money';
import { customerBlock, productsBlock } from './message-parts';

describe('message parts', () => {
  it('customer block: name, e-mail, document and phone', () => {
    expect(
      customerBlock({
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana@x.pe',
        documentType: 'CE',
        documentNumber: 'A23456789',
        phone: '987654321',
      }),
    ).toEqual([
      '*Datos del cliente*',
      'Nombre: Ana Pérez',
      'Email: ana@x.pe',
      'Documento: CE A23456789',
      'Celular: 987654321',
    ]);
  });

  it('products block: name, quantity and unit price', () => {
    expect(productsBlock([{ productName: 'Sauvage', quantity: 3, price: Money.fromCents(123450) }])).toEqual([
      '*Productos*',
      '- Sauvage | Cantidad: 3 | Precio: S/ 1,234.50',
    ]);
  });
});
