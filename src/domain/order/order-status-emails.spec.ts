import { ALL_ORDER_STATUS_EMAILS, paymentLinkEmailDue, statusEmailFor } from './order-status-emails';

describe('order status e-mails', () => {
  it('sends the kind of the status the order moved to, while that kind is on', () => {
    expect(statusEmailFor('processing', ALL_ORDER_STATUS_EMAILS)).toBe('processing');
    expect(statusEmailFor('completed', ALL_ORDER_STATUS_EMAILS)).toBe('completed');
    expect(statusEmailFor('cancelled', ALL_ORDER_STATUS_EMAILS)).toBe('cancelled');
    expect(statusEmailFor('pending', ALL_ORDER_STATUS_EMAILS)).toBeNull();
    expect(statusEmailFor('cancelled', { ...ALL_ORDER_STATUS_EMAILS, cancelled: false })).toBeNull();
    expect(statusEmailFor('processing', { ...ALL_ORDER_STATUS_EMAILS, cancelled: false })).toBe('processing');
  });

  it('sends a payment link when a new one is set, never for the same one again or for taking it away', () => {
    expect(paymentLinkEmailDue(null, 'https://pago.izipay.pe/a', ALL_ORDER_STATUS_EMAILS)).toBe(true);
    expect(paymentLinkEmailDue('https://pago.izipay.pe/a', 'https://pago.izipay.pe/b', ALL_ORDER_STATUS_EMAILS)).toBe(
      true,
    );
    expect(paymentLinkEmailDue('https://pago.izipay.pe/a', 'https://pago.izipay.pe/a', ALL_ORDER_STATUS_EMAILS)).toBe(
      false,
    );
    expect(paymentLinkEmailDue('https://pago.izipay.pe/a', null, ALL_ORDER_STATUS_EMAILS)).toBe(false);
    expect(
      paymentLinkEmailDue(null, 'https://pago.izipay.pe/a', { ...ALL_ORDER_STATUS_EMAILS, paymentLink: false }),
    ).toBe(false);
  });
});
