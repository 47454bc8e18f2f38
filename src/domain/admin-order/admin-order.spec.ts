import { Money } from '../money/money';
import {
  adminOrderTabs,
  checkLineQuantity,
  validateAdminOrder,
  type AdminOrderInput,
  type AdminOrderLineInput,
} from './admin-order';

const line = (overrides: Partial<AdminOrderLineInput> = {}): AdminOrderLineInput => ({
  productId: 'p1',
  productName: 'Sauvage',
  quantity: 2,
  price: Money.fromSoles(59.9),
  stock: 5,
  ...overrides,
});

const input = (overrides: Partial<AdminOrderInput> = {}): AdminOrderInput => ({
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@x.pe',
  phone: '987654321',
  documentNumber: '',
  paymentMethod: 'izipay',
  lines: [line()],
  ...overrides,
});

const fieldErrors = (overrides: Partial<AdminOrderInput>) => {
  const result = validateAdminOrder(input(overrides));
  if (result.ok) return [];
  expect(result.error.code).toBe('ADMIN_ORDER_INVALID');
  return result.error.details.fieldErrors;
};

describe('validateAdminOrder', () => {
  it('locks DNI / boleta / regular, uses a placeholder document number, and never charges shipping', () => {
    const result = validateAdminOrder(input());
    if (!result.ok) throw new Error('expected a valid order');
    expect(result.value.customer).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@x.pe',
      phone: '987654321',
      documentType: 'DNI',
      documentNumber: '00000000',
      invoiceType: 'boleta',
      shippingMethod: 'regular',
    });
    expect(result.value.lines).toEqual([
      { productId: 'p1', productName: 'Sauvage', quantity: 2, price: Money.fromSoles(59.9) },
    ]);
    expect(result.value.totals.shipping.isZero()).toBe(true);
    expect(result.value.totals.commission.format()).toBe('S/ 4.79');
    expect(result.value.totals.total.format()).toBe('S/ 124.59');
  });

  it('keeps a given DNI and checks it as a DNI (8 digits)', () => {
    const result = validateAdminOrder(input({ documentNumber: '87654321' }));
    expect(result.ok && result.value.customer.documentNumber).toBe('87654321');
    expect(fieldErrors({ documentNumber: '1234567' }).map((e) => e.code)).toEqual(['INVALID_DOCUMENT_NUMBER']);
  });

  it('first name, last name, e-mail, phone and payment method are required', () => {
    expect(
      fieldErrors({ firstName: '', lastName: '', email: '', phone: '', paymentMethod: '' }).map((e) => e.field),
    ).toEqual(['firstName', 'lastName', 'email', 'phone', 'paymentMethod']);
  });

  it('applies the checkout field rules', () => {
    expect(fieldErrors({ firstName: 'A1', email: 'x', phone: '887654321', paymentMethod: 'efectivo' })).toEqual([
      { field: 'firstName', code: 'INVALID_NAME', message: 'Ingrese un nombre válido (solo letras)' },
      { field: 'email', code: 'INVALID_EMAIL', message: 'Ingrese un email válido' },
      { field: 'phone', code: 'INVALID_PHONE', message: 'Ingrese un número de celular válido' },
      { field: 'paymentMethod', code: 'INVALID_PAYMENT_METHOD', message: 'Seleccione un método de pago válido' },
    ]);
  });

  it("line quantity ≤ stock: 'No hay suficiente stock disponible'", () => {
    expect(fieldErrors({ lines: [line({ quantity: 5 })] })).toEqual([]);
    expect(fieldErrors({ lines: [line(), line({ quantity: 6 })] })).toEqual([
      { field: 'lines.1', code: 'STOCK_INSUFFICIENT', message: 'No hay suficiente stock disponible' },
    ]);
  });

  it('needs at least one line', () => {
    expect(fieldErrors({ lines: [] })).toEqual([
      {
        field: 'lines',
        code: 'ORDER_EMPTY',
        message: 'No hay productos en la orden. Por favor, agrega productos antes de continuar.',
      },
    ]);
  });
});

describe('checkLineQuantity', () => {
  it('accepts 1 to stock', () => {
    expect(checkLineQuantity(1, 5)).toEqual({ ok: true, value: 1 });
    expect(checkLineQuantity(5, 5)).toEqual({ ok: true, value: 5 });
  });

  it('refuses above stock and below 1', () => {
    expect(checkLineQuantity(6, 5)).toEqual({
      ok: false,
      error: {
        code: 'STOCK_INSUFFICIENT',
        message: 'No hay suficiente stock disponible',
        details: { requested: 6, available: 5 },
      },
    });
    expect(!checkLineQuantity(0, 5).ok).toBe(true);
  });
});

describe('adminOrderTabs', () => {
  it('products need the four customer fields; payment also needs a line', () => {
    expect(adminOrderTabs(input({ phone: ' ', lines: [] }))).toEqual({
      customer: true,
      products: false,
      payment: false,
    });
    expect(adminOrderTabs(input({ lines: [] }))).toEqual({ customer: true, products: true, payment: false });
    expect(adminOrderTabs(input())).toEqual({ customer: true, products: true, payment: true });
  });
});
