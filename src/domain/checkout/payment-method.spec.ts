import {
  isCheckoutPaymentMethod,
  isShippingMethod,
  isWallet,
  paymentMethodLabel,
  REGULAR_DELIVERY_TIME,
  SHIPPING_METHOD_LABEL,
} from './payment-method';

describe('payment methods', () => {
  it.each(['yape', 'plin', 'transferencia', 'izipay'])('%s can be chosen at checkout', (method) => {
    expect(isCheckoutPaymentMethod(method)).toBe(true);
  });

  it('efectivo is only a label on orders, not a checkout choice', () => {
    expect(isCheckoutPaymentMethod('efectivo')).toBe(false);
    expect(paymentMethodLabel('efectivo')).toBe('Efectivo');
  });

  it('labels', () => {
    expect(paymentMethodLabel('yape')).toBe('Yape');
    expect(paymentMethodLabel('plin')).toBe('Plin');
    expect(paymentMethodLabel('transferencia')).toBe('Transferencia bancaria');
    expect(paymentMethodLabel('izipay')).toBe('Izipay');
  });

  it('Yape and Plin are QR wallets', () => {
    expect(isWallet('yape')).toBe(true);
    expect(isWallet('plin')).toBe(true);
    expect(isWallet('izipay')).toBe(false);
  });
});

describe('shipping method', () => {
  it("only 'regular': Envío Regular, 1-2 días hábiles", () => {
    expect(isShippingMethod('regular')).toBe(true);
    expect(isShippingMethod('express')).toBe(false);
    expect(SHIPPING_METHOD_LABEL.regular).toBe('Envío Regular');
    expect(REGULAR_DELIVERY_TIME).toBe('1-2 días hábiles');
  });
});
