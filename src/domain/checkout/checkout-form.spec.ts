import { requireOrderLines, validateCheckoutForm, type CheckoutFormInput } from './checkout-form';
import { PHONE_MAX_LENGTH } from './customer-fields';

const valid: CheckoutFormInput = {
  firstName: 'María José',
  lastName: 'Núñez Peña',
  email: 'maria@example.pe',
  documentType: 'DNI',
  documentNumber: '12345678',
  phone: '987654321',
  shippingMethod: 'regular',
  paymentMethod: 'yape',
};

const errorsFor = (overrides: Partial<CheckoutFormInput>) => {
  const result = validateCheckoutForm({ ...valid, ...overrides });
  if (result.ok) return [];
  expect(result.error.code).toBe('CHECKOUT_INVALID');
  return result.error.details.fieldErrors;
};

describe('validateCheckoutForm', () => {
  it('accepts a complete form and trims the values', () => {
    const result = validateCheckoutForm({ ...valid, firstName: '  María José ', email: ' maria@example.pe ' });
    expect(result).toEqual({ ok: true, value: { ...valid, firstName: 'María José' } });
  });

  it('every field is required; all errors are returned together', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ''])) as unknown as CheckoutFormInput;
    const result = validateCheckoutForm(empty);
    expect(!result.ok && result.error.details.fieldErrors).toEqual([
      { field: 'firstName', code: 'REQUIRED', message: 'Ingrese su nombre' },
      { field: 'lastName', code: 'REQUIRED', message: 'Ingrese su apellido' },
      { field: 'email', code: 'REQUIRED', message: 'Ingrese su email' },
      { field: 'documentType', code: 'REQUIRED', message: 'Seleccione un tipo de documento' },
      { field: 'documentNumber', code: 'REQUIRED', message: 'Ingrese su número de documento' },
      { field: 'phone', code: 'REQUIRED', message: 'Ingrese su número de celular' },
      { field: 'shippingMethod', code: 'REQUIRED', message: 'Seleccione un método de envío' },
      { field: 'paymentMethod', code: 'REQUIRED', message: 'Seleccione un método de pago' },
    ]);
    expect(!result.ok && result.error.message).toBe('Ingrese su nombre');
  });

  describe('names: letters (accents included) and spaces, 2 to 50', () => {
    it.each([
      ['A', false], // 1
      ['Al', true], // 2
      ['Á'.repeat(50), true], // 50
      ['a'.repeat(51), false], // 51
      ['Ñandú Güemes', true],
      ['Ana3', false],
      ['Ana-María', false],
    ])('%s → valid %s', (name, ok) => {
      expect(errorsFor({ firstName: name })).toEqual(
        ok ? [] : [{ field: 'firstName', code: 'INVALID_NAME', message: 'Ingrese un nombre válido (solo letras)' }],
      );
    });

    it('accepts decomposed accents (NFD) like the composed ones', () => {
      expect(errorsFor({ firstName: 'José'.normalize('NFD') })).toEqual([]);
    });

    it('the last name has the same rule and message', () => {
      expect(errorsFor({ lastName: 'X' })).toEqual([
        { field: 'lastName', code: 'INVALID_NAME', message: 'Ingrese un apellido válido (solo letras)' },
      ]);
    });
  });

  it.each(['maria', 'maria@', 'maria@example', 'ma ria@example.pe', '@example.pe'])(
    "email '%s': 'Ingrese un email válido'",
    (email) => {
      expect(errorsFor({ email })).toEqual([
        { field: 'email', code: 'INVALID_EMAIL', message: 'Ingrese un email válido' },
      ]);
    },
  );

  describe('document number follows the document type', () => {
    it.each([
      ['DNI', '1234567', false],
      ['DNI', '12345678', true],
      ['DNI', '123456789', false],
      ['CE', '12345678', false],
      ['CE', '123456789', true],
      ['CE', 'ABCDEF123456', true],
      ['CE', 'ABCDEF1234567', false],
      ['Pasaporte', 'AB123', false],
      ['Pasaporte', 'AB1234', true],
      ['Pasaporte', 'AB1234567890', true],
      ['Pasaporte', 'AB12345678901', false],
    ])('%s %s → valid %s', (documentType, documentNumber, ok) => {
      const errors = errorsFor({ documentType, documentNumber });
      expect(errors.map((e) => e.code)).toEqual(ok ? [] : ['INVALID_DOCUMENT_NUMBER']);
    });

    it('changing the type re-validates the same number', () => {
      expect(errorsFor({ documentType: 'CE', documentNumber: '12345678' })[0]?.message).toBe(
        'Ingrese un CE válido (9 a 12 caracteres alfanuméricos)',
      );
    });

    it('an unknown type is reported on the type only', () => {
      expect(errorsFor({ documentType: 'RUC' })).toEqual([
        { field: 'documentType', code: 'INVALID_DOCUMENT_TYPE', message: 'Seleccione un tipo de documento válido' },
      ]);
    });
  });

  describe("phone: 9 digits starting with 9 ('Ingrese un número de celular válido')", () => {
    it.each([
      ['98765432', false], // 8 digits
      ['987654321', true], // 9 digits
      ['9876543210', false], // 10 digits
      ['887654321', false], // does not start with 9
      ['98765432a', false],
    ])('%s → valid %s', (phone, ok) => {
      expect(errorsFor({ phone })).toEqual(
        ok ? [] : [{ field: 'phone', code: 'INVALID_PHONE', message: 'Ingrese un número de celular válido' }],
      );
    });

    it('input max length is 9', () => {
      expect(PHONE_MAX_LENGTH).toBe(9);
    });
  });

  it('payment method is one of yape, plin, transferencia, izipay', () => {
    for (const paymentMethod of ['yape', 'plin', 'transferencia', 'izipay']) {
      expect(errorsFor({ paymentMethod })).toEqual([]);
    }
    expect(errorsFor({ paymentMethod: 'efectivo' })).toEqual([
      { field: 'paymentMethod', code: 'INVALID_PAYMENT_METHOD', message: 'Seleccione un método de pago válido' },
    ]);
  });

  it('shipping method is regular', () => {
    expect(errorsFor({ shippingMethod: 'express' })).toEqual([
      { field: 'shippingMethod', code: 'INVALID_SHIPPING_METHOD', message: 'Seleccione un método de envío válido' },
    ]);
  });
});

describe('requireOrderLines', () => {
  it('refuses an empty order with the spec warning', () => {
    expect(requireOrderLines([])).toEqual({
      ok: false,
      error: {
        code: 'ORDER_EMPTY',
        message: 'No hay productos en la orden. Por favor, agrega productos antes de continuar.',
      },
    });
    expect(requireOrderLines([1])).toEqual({ ok: true, value: [1] });
  });
});
