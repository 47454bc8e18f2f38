import {
  checkPaymentLink,
  normalizePaymentLink,
  PAYMENT_LINK_INVALID_MESSAGE,
  PAYMENT_LINK_ONLY_IZIPAY_MESSAGE,
  updatePaymentLink,
} from './payment-link';

describe('updatePaymentLink: editable only while processing', () => {
  it('stores the normalised link for a processing order', () => {
    expect(updatePaymentLink({ status: 'processing', paymentMethod: 'izipay' }, ' pago.izipay.pe/x ')).toEqual({
      ok: true,
      value: 'https://pago.izipay.pe/x',
    });
  });

  it.each(['pending', 'completed', 'cancelled'] as const)('refuses a %s order', (status) => {
    expect(updatePaymentLink({ status, paymentMethod: 'izipay' }, 'https://pago.izipay.pe/x')).toEqual({
      ok: false,
      error: {
        code: 'PAYMENT_LINK_NOT_EDITABLE',
        message: 'Solo se puede actualizar el enlace de pago cuando la orden está en proceso',
        details: { status },
      },
    });
  });
});

describe('updatePaymentLink: only web addresses', () => {
  it('takes the link away when the field is emptied', () => {
    expect(updatePaymentLink({ status: 'processing', paymentMethod: 'izipay' }, '   ')).toEqual({
      ok: true,
      value: null,
    });
  });

  it('refuses a javascript: link with a Spanish message', () => {
    expect(
      updatePaymentLink({ status: 'processing', paymentMethod: 'izipay' }, 'javascript:alert(document.cookie)'),
    ).toEqual({
      ok: false,
      error: { code: 'PAYMENT_LINK_INVALID', message: PAYMENT_LINK_INVALID_MESSAGE },
    });
  });

  it('checks the status before the link', () => {
    const result = updatePaymentLink({ status: 'pending', paymentMethod: 'izipay' }, 'javascript:alert(1)');
    expect(!result.ok && result.error.code).toBe('PAYMENT_LINK_NOT_EDITABLE');
  });
});

describe('checkPaymentLink', () => {
  it.each([
    ['pago.izipay.pe/abc', 'https://pago.izipay.pe/abc'],
    ['  https://pago.izipay.pe/abc?x=1#y ', 'https://pago.izipay.pe/abc?x=1#y'],
    ['http://pago.izipay.pe/abc', 'http://pago.izipay.pe/abc'],
    ['HTTPS://PAGO.PE', 'HTTPS://PAGO.PE'],
    ['pago.pe:8443/x', 'https://pago.pe:8443/x'],
  ])('accepts %s as %s', (link, stored) => {
    expect(checkPaymentLink(link)).toEqual({ ok: true, value: stored });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:pagos@esencia.pe',
    'ftp://pago.pe/x',
    'https://',
    'https://pago.izipay.pe@malo.pe/x',
    'pago izipay',
    '',
  ])('refuses %s', (link) => {
    expect(checkPaymentLink(link)).toEqual({
      ok: false,
      error: { code: 'PAYMENT_LINK_INVALID', message: PAYMENT_LINK_INVALID_MESSAGE },
    });
  });
});

describe('checkPaymentLink: length', () => {
  it('refuses a link longer than 2000 characters', () => {
    expect(checkPaymentLink(`https://pago.pe/${'a'.repeat(1984)}`).ok).toBe(true);
    expect(checkPaymentLink(`https://pago.pe/${'a'.repeat(1985)}`).ok).toBe(false);
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

describe('updatePaymentLink: only for orders paid by Izipay', () => {
  it.each(['yape', 'plin', 'transferencia'] as const)('refuses a processing order paid by %s', (paymentMethod) => {
    expect(updatePaymentLink({ status: 'processing', paymentMethod }, 'https://pago.izipay.pe/x')).toEqual({
      ok: false,
      error: {
        code: 'PAYMENT_LINK_NOT_EDITABLE',
        message: PAYMENT_LINK_ONLY_IZIPAY_MESSAGE,
        details: { paymentMethod },
      },
    });
    expect(PAYMENT_LINK_ONLY_IZIPAY_MESSAGE).toBe('Solo los pedidos que se pagan con Izipay llevan link de pago');
  });
});
