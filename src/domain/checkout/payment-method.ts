/** Every method an order can carry; 'efectivo' exists only as a label on orders. */
export type PaymentMethod = 'yape' | 'plin' | 'transferencia' | 'izipay' | 'efectivo';

/** What a shopper (or the admin creating an order) can choose. */
export type CheckoutPaymentMethod = Exclude<PaymentMethod, 'efectivo'>;
export const CHECKOUT_PAYMENT_METHODS: readonly CheckoutPaymentMethod[] = ['yape', 'plin', 'transferencia', 'izipay'];

const LABELS: Record<PaymentMethod, string> = {
  yape: 'Yape',
  plin: 'Plin',
  transferencia: 'Transferencia bancaria',
  izipay: 'Izipay',
  efectivo: 'Efectivo',
};

export function isCheckoutPaymentMethod(value: string): value is CheckoutPaymentMethod {
  return (CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(value);
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return LABELS[method];
}

/** Wallets paid by scanning a QR code. */
export function isWallet(method: PaymentMethod): method is 'yape' | 'plin' {
  return method === 'yape' || method === 'plin';
}

/** The only delivery option: 'Envío Regular', 1-2 días hábiles. */
export type ShippingMethod = 'regular';
export const SHIPPING_METHODS: readonly ShippingMethod[] = ['regular'];
export const SHIPPING_METHOD_LABEL: Record<ShippingMethod, string> = { regular: 'Envío Regular' };
export const REGULAR_DELIVERY_TIME = '1-2 días hábiles';

export function isShippingMethod(value: string): value is ShippingMethod {
  return (SHIPPING_METHODS as readonly string[]).includes(value);
}
