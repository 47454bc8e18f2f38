import { normalizePaymentLink, updatePaymentLink } from './payment-link';

describe('updatePaymentLink: editable only while processing', () => {
  it('stores the normalised link for a processing order', () => {
    expect(updatePaymentLink({ status: 'processing' }, ' pago.izipay.pe/x ')).toEqual({
      ok: true,
      value: 'https://pago.izipay.pe/x',
    });
  });

  it.each(['pending', 'completed', 'cancelled'] as const)('refuses a %s order', (status) => {
    expect(updatePaymentLink({ status }, 'https://pago.izipay.pe/x')).toEqual({
      ok: false,
      error: {
        code: 'PAYMENT_LINK_NOT_EDITABLE',
        message: 'Solo se puede actualizar el enlace de pago cuando la orden está en proceso',
        details: { status },
      },
    });
  });
});

describe('normalizePaymentLink: a link without a scheme gets https://', () => {
  it.each([
    ['pago.izipay.pe/abc', 'https://pago.izipay.pe/abc'],
    ['https://pago.izipay.pe/abc', 'https://pago.izipay.pe/abc'],
    ['http://pago.izipay.pe/abc', 'http://pago.izipay.pe/abc'],
    ['HTTPS://PAGO.PE', 'HTTPS://PAGO.PE'],
    ['', ''],
  ])('%s → %s', (link, normalized) => {
    expect(normalizePaymentLink(link)).toBe(normalized);
  });
});
