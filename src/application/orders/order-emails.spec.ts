import type { PaymentMethod } from '../../domain/checkout/payment-method';
import { Money } from '../../domain/money/money';
import { customerOrderMessage } from '../../domain/order/customer-message';
import type { Order } from '../../domain/order/order';
import type { StoreSettings } from '../../domain/store/store-settings';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { orderPlacedEmail } from './order-emails';

const ORDER_ID = 'k3v9xqk3v9xqk3v9xqk3v9xqk3v9xqab';

/** Lucía's pending order of S/ 820.10, paid by `paymentMethod` once the shop confirms it. */
function placed(paymentMethod: PaymentMethod): Order {
  const price = Money.fromSoles(805.1);
  return anOrder({
    id: ORDER_ID,
    paymentMethod,
    lines: [],
    totals: { subtotal: price, shipping: Money.fromSoles(15), commission: Money.ZERO, total: Money.fromSoles(820.1) },
  });
}

const settings = {
  whatsappNumber: '51987654321',
  supportHours: 'Lunes a Domingo 9am-10pm',
  wallets: [{ method: 'yape', number: '987654321', holder: 'Esencia SAC', qrImageKey: null }],
  bankAccounts: [
    { bank: 'BCP', holder: 'Esencia SAC', accountNumber: '191-2345678-0-12', cci: '00219100234567801257' },
  ],
} as unknown as StoreSettings;

describe('the order-placed e-mail tells the pending order page’s story (issue 27)', () => {
  it.each<PaymentMethod>(['yape', 'plin', 'transferencia', 'izipay'])(
    '%s: registered, paid once the shop confirms it, on the page the link opens',
    (method) => {
      const order = placed(method);
      const { text } = orderPlacedEmail(order, settings, 'https://tienda.pe');
      const page = customerOrderMessage({
        id: order.id,
        status: 'pending',
        paymentMethod: method,
        paymentLink: null,
        total: order.totals.total,
      });
      if (page.status !== 'pending') throw new Error('a pending order');
      // The same words as the order's page.
      expect(text).toContain(page.text);
      expect(text).toContain(page.nextStep);
      expect(text).toContain('No necesitas pagar todavía.');
      expect(text).toContain(`https://tienda.pe/order/${ORDER_ID}`);
      // No accounts to pay into yet: the page shows them once the order is processing.
      expect(text).not.toContain('191-2345678-0-12');
      expect(text).not.toContain('00219100234567801257');
      expect(text).not.toMatch(/transfiere S\//);
    },
  );
});
