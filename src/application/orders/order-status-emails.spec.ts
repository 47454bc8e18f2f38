import { ALL_ORDER_STATUS_EMAILS } from '../../domain/order/order-status-emails';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { aStoreSettings, inMemoryStoreSettings, testOrderStatusMail } from '../testing/store-settings-fixture';
import { orderStatusEmail } from './order-status-emails';

const ID = 'abcdefghijklmnopqrstuvwxyz234567';
const SITE = 'https://tienda.pe';
const AT = new Date('2026-11-22T15:00:00Z');

const context = (settings = aStoreSettings()) => ({
  settings,
  siteOrigin: SITE,
  pictureUrl: (key: string) => `${SITE}/files/${key}`,
});

describe('order status e-mails', () => {
  it('processing, by Yape: the number, the holder and the QR picture to scan, and the order page', () => {
    const settings = aStoreSettings({
      wallets: [{ method: 'yape', number: '987654321', holder: 'Esencia SAC', qrImageKey: 'store/yape.webp' }],
    });
    const mail = orderStatusEmail('processing', anOrder({ id: ID, status: 'processing' }), context(settings));
    expect(mail.subject).toBe('Tu pedido #234567 está en proceso');
    expect(mail.text).toContain('Paga S/ 115.00 con Yape al número 987654321 (Esencia SAC)');
    expect(mail.text).toContain(`${SITE}/order/${ID}`);
    expect(mail.html).toContain(`<img src="${SITE}/files/store/yape.webp" alt="Código QR de Yape"`);
    expect(mail.category).toBeUndefined();
  });

  it('processing, by transfer: every bank account; by Izipay: the link once it is set, a promise of it before', () => {
    const settings = aStoreSettings({
      bankAccounts: [{ bank: 'BCP', holder: 'Esencia SAC', accountNumber: '191-1234567-0-12', cci: null }],
    });
    const transfer = anOrder({ id: ID, status: 'processing', paymentMethod: 'transferencia' });
    expect(orderStatusEmail('processing', transfer, context(settings)).text).toContain(
      'Transfiere S/ 115.00 a una de nuestras cuentas:\nBCP — Esencia SAC: cuenta 191-1234567-0-12',
    );
    const izipay = anOrder({ id: ID, status: 'processing', paymentMethod: 'izipay' });
    expect(orderStatusEmail('processing', izipay, context()).text).toContain(
      'En breve te enviaremos el link de pago de Izipay',
    );
    const withLink = { ...izipay, paymentLink: 'https://pago.izipay.pe/abc' };
    expect(orderStatusEmail('paymentLink', withLink, context()).text).toContain('https://pago.izipay.pe/abc');
  });

  it('completed and cancelled say so and link to the order page; HTML escapes what the customer typed', () => {
    const order = anOrder({ id: ID, status: 'cancelled' });
    const cancelled = orderStatusEmail(
      'cancelled',
      { ...order, customer: { ...order.customer, firstName: '<b>' } },
      context(),
    );
    expect(cancelled.subject).toBe('Tu pedido #234567 fue cancelado');
    expect(cancelled.html).toContain('Hola &lt;b&gt;,');
    expect(orderStatusEmail('completed', order, context()).subject).toBe('Tu pedido #234567 está completado');
  });

  it('queues only the kinds the settings have on, in the transaction it is given', async () => {
    const { services, outbox } = inMemoryIdentity(AT);
    const settings = inMemoryStoreSettings(
      aStoreSettings({ orderStatusEmails: { ...ALL_ORDER_STATUS_EMAILS, completed: false } }),
    );
    const mail = testOrderStatusMail(settings);
    await services.uow.run(async (tx) => {
      await mail.statusChanged(tx, anOrder({ id: ID, status: 'completed' }), SITE, AT);
      await mail.statusChanged(tx, anOrder({ id: ID, status: 'cancelled' }), SITE, AT);
      const linked = anOrder({ id: ID, status: 'processing', paymentLink: 'https://pago.izipay.pe/a' });
      await mail.paymentLinkSet(tx, linked, null, SITE, AT);
      await mail.paymentLinkSet(tx, linked, 'https://pago.izipay.pe/a', SITE, AT);
    });
    expect(outbox.map((m) => m.subject)).toEqual([
      'Tu pedido #234567 fue cancelado',
      'Tu link de pago del pedido #234567',
    ]);
  });
});
