import type { PaymentMethod } from '../../domain/checkout/payment-method';
import type { OrderStatus } from '../../domain/order/order-status';
import {
  PAYMENT_LINK_INVALID_MESSAGE,
  PAYMENT_LINK_NOT_EDITABLE_MESSAGE,
  PAYMENT_LINK_ONLY_IZIPAY_MESSAGE,
} from '../../domain/order/payment-link';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { SetPaymentLink } from './SetPaymentLink';
import { testOrderStatusMail } from '../testing/store-settings-fixture';

/** The store's origin in the order e-mails' links. */
const SITE = 'https://tienda.pe';

const ID = 'abcdefghijklmnopqrstuvwxyz234567';

function setup(status: OrderStatus, paymentLink: string | null = null, paymentMethod: PaymentMethod = 'izipay') {
  const { services, clock } = inMemoryIdentity(new Date('2026-11-22T15:00:00Z'));
  services.orders.rows.set(ID, {
    order: anOrder({ id: ID, status, paymentLink, paymentMethod }),
    key: 'k',
    fingerprint: 'f',
  });
  const set = (link: string, orderId = ID) =>
    new SetPaymentLink(services.uow, clock, testOrderStatusMail()).execute(orderId, link, SITE);
  const stored = () => services.orders.rows.get(ID)!.order;
  return { services, set, stored };
}

describe('SetPaymentLink', () => {
  it('stores the link of a processing order with https:// added, and announces the change', async () => {
    const { services, set, stored } = setup('processing');

    const result = await set('  pago.izipay.pe/abc123 ');

    expect(result).toMatchObject({ ok: true, value: { id: ID, paymentLink: 'https://pago.izipay.pe/abc123' } });
    expect(stored()).toMatchObject({
      paymentLink: 'https://pago.izipay.pe/abc123',
      updatedAt: new Date('2026-11-22T15:00:00Z'),
    });
    expect(services.orderChanges.announced).toEqual([ID]);
  });

  it('takes the link away when the field is emptied', async () => {
    const { set, stored } = setup('processing', 'https://pago.izipay.pe/viejo');
    expect(await set('')).toMatchObject({ ok: true, value: { paymentLink: null } });
    expect(stored().paymentLink).toBeNull();
  });

  it.each(['pending', 'completed', 'cancelled'] as const)('refuses while the order is %s', async (status) => {
    const { services, set, stored } = setup(status);

    expect(await set('https://pago.izipay.pe/abc')).toEqual({
      ok: false,
      error: { code: 'PAYMENT_LINK_NOT_EDITABLE', message: PAYMENT_LINK_NOT_EDITABLE_MESSAGE, details: { status } },
    });
    expect(stored().paymentLink).toBeNull();
    expect(services.orderChanges.announced).toEqual([]);
  });

  it.each(['yape', 'plin', 'transferencia'] as const)(
    'refuses an order paid by %s (only Izipay is paid through a link)',
    async (method) => {
      const { services, set, stored } = setup('processing', null, method);
      expect(await set('https://pago.izipay.pe/abc')).toEqual({
        ok: false,
        error: {
          code: 'PAYMENT_LINK_NOT_EDITABLE',
          message: PAYMENT_LINK_ONLY_IZIPAY_MESSAGE,
          details: { paymentMethod: method },
        },
      });
      expect(stored().paymentLink).toBeNull();
      expect(services.orderChanges.announced).toEqual([]);
    },
  );

  it.each(['javascript:alert(document.cookie)', 'data:text/html,hola', 'ftp://pago.pe/x'])(
    'refuses %s',
    async (link) => {
      const { services, set, stored } = setup('processing');
      expect(await set(link)).toEqual({
        ok: false,
        error: { code: 'PAYMENT_LINK_INVALID', message: PAYMENT_LINK_INVALID_MESSAGE },
      });
      expect(stored().paymentLink).toBeNull();
      expect(services.orderChanges.announced).toEqual([]);
    },
  );

  it('answers an unknown order with ORDER_NOT_FOUND', async () => {
    const { set } = setup('processing');
    expect(await set('https://pago.pe/x', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz')).toMatchObject({
      ok: false,
      error: { code: 'ORDER_NOT_FOUND' },
    });
  });
});
