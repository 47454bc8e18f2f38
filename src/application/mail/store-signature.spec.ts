import type { Product } from '../../domain/catalog/product';
import type { CartQuote } from '../../domain/cart/cart-quote';
import { Money } from '../../domain/money/money';
import { cartReminderEmail } from '../cart/cart-reminder-email';
import { accountExistsEmail, confirmationEmail, passwordResetEmail } from '../identity/identity-emails';
import { newOrderEmailForShop, orderPlacedEmail } from '../orders/order-emails';
import { orderStatusEmail } from '../orders/order-status-emails';
import type { MailMessage } from '../ports/mail';
import { restockConfirmationEmail, restockNoticeEmail } from '../stock/restock-notice-emails';
import { anOrder } from '../../domain/order/testing/order-fixtures';
import { aStoreSettings } from '../testing/store-settings-fixture';

const STORE = 'Perfumería Aroma & Co';
const SITE = 'https://aroma.pe';
const settings = aStoreSettings({ storeName: STORE });
const order = anOrder({ id: 'k3v9xqk3v9xqk3v9xqk3v9xqk3v9xqab' });

/** Every e-mail the store sends, built for a store with another name. */
const MAILS: readonly (readonly [string, () => MailMessage])[] = [
  ['sign-up code', () => confirmationEmail('ana@correo.pe', '123456', STORE)],
  ['password reset code', () => passwordResetEmail('ana@correo.pe', '123456', STORE)],
  ['account exists', () => accountExistsEmail('ana@correo.pe', STORE)],
  ['order placed', () => orderPlacedEmail(order, settings, SITE)],
  ['new order, to the shop', () => newOrderEmailForShop(order, 'admin@aroma.pe', STORE, SITE)],
  ['order completed', () => orderStatusEmail('completed', order, { settings, siteOrigin: SITE, pictureUrl: String })],
  [
    'cart reminder',
    () =>
      cartReminderEmail({
        to: 'ana@correo.pe',
        name: 'Ana',
        storeName: STORE,
        cart: { lines: [], subtotal: Money.ZERO } as unknown as CartQuote<Product>,
        siteOrigin: SITE,
        unsubscribeToken: 'token',
      }),
  ],
  ['restock confirmation', () => restockConfirmationEmail('ana@correo.pe', 'Idôle', `${SITE}/avisame/t`, STORE)],
  [
    'restock notice',
    () =>
      restockNoticeEmail(
        'ana@correo.pe',
        { id: 'p-1', name: 'Idôle', price: Money.fromSoles(300), pictureUrl: null },
        SITE,
        STORE,
      ),
  ],
];

describe("the store's e-mails are signed with the store's configured name", () => {
  it.each(MAILS.slice(0, 3))('%s names the store, never Esencia', (_kind, build) => {
    const { subject, text, html } = build();
    expect(subject).not.toContain('Esencia');
    expect(`${text}${html}`).not.toContain('Esencia');
  });

  it.each(MAILS)('%s', (_kind, build) => {
    const { text, html } = build();
    expect(text.endsWith(`\n\n— ${STORE}`)).toBe(true);
    expect(html).toContain('<p>— Perfumería Aroma &amp; Co</p></body></html>');
    expect(`${text}${html}`).not.toContain('— Esencia');
  });
});
