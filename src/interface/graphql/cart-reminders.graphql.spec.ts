import { RemindAbandonedCarts } from '../../application/cart/RemindAbandonedCarts';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { signedInAdmin, signedInCustomer } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { guestOrderInput, productInStock } from '../testing/orders';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';
const SITE = 'https://tienda.pe';
const ANA = 'ana.carrito@correo.pe';
const BETO = 'beto.carrito@correo.pe';
const CARLA = 'carla.carrito@correo.pe';
const DANI = 'dani.carrito@correo.pe';

const SAVE = `mutation($lines: [CartLineInput!]!) { saveCart(lines: $lines) { __typename } }`;
const ENTER = 'mutation { enterCheckout }';
const PREFERENCE = '{ cartReminders }';
const SET_PREFERENCE = 'mutation($on: Boolean!) { setCartReminders(on: $on) }';
const STOP = `mutation($token: String!) {
  stopCartReminders(token: $token) {
    __typename
    ... on CartRemindersStopped { message }
    ... on ErrorResult { errorCode message }
  }
}`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename } }`;
const DASHBOARD = '{ adminDashboard { abandonedCarts recoveredCarts } }';

/**
 * Issue 26, item 2, over GraphQL on real PostgreSQL: the saved cart's statuses (active, checkout, abandoned,
 * completed), the reminder job's one e-mail (re-priced lines, the cart's link and the unsubscribe link,
 * through the outbox and the in-process SMTP server), never twice, never with reminders off, never after an
 * order; the unsubscribe link without a session; and the dashboard's month figures.
 */
describe('saved-cart reminders over GraphQL', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let ana: GraphQLClient;
  let beto: GraphQLClient;
  let productId: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, smtpUrl: smtp.url, publicUrl: SITE });
    admin = await signedInAdmin(api);
    ana = await signedInCustomer(api, ANA, { smtp });
    beto = await signedInCustomer(api, BETO, { smtp });
    productId = await productInStock(api, 5);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const db = () => api.store.dataSource;
  const statusOf = async (email: string) =>
    (
      await db().query(`SELECT c.status FROM saved_carts c JOIN accounts a ON a.id = c.account_id WHERE a.email = $1`, [
        email,
      ])
    )[0]?.status as string | undefined;
  /** A day and a bit goes by for every saved cart (their last touch moves back 25 hours). */
  const dayPasses = () => db().query(`UPDATE saved_carts SET touched_at = touched_at - interval '25 hours'`);
  const runJob = () => api.store.get(RemindAbandonedCarts).execute(SITE);
  /** The reminders queued to `email` (their bodies are cleared once sent). */
  const reminders = async (email: string) =>
    (await db().query(`SELECT id FROM mail_outbox WHERE recipient = $1 AND subject LIKE 'Tu carrito%'`, [
      email,
    ])) as unknown[];
  const dashboard = async () =>
    (await admin.request<{ adminDashboard: Record<string, number> }>(DASHBOARD)).body.data!.adminDashboard;

  it('moves the cart: a change makes it active, checkout step 1 makes it checkout, a change active again', async () => {
    expect(await statusOf(ANA)).toBeUndefined();
    expect((await ana.request(ENTER)).body.data).toEqual({ enterCheckout: false }); // nothing in it
    await ana.request(SAVE, { lines: [{ productId, quantity: 2 }] });
    expect(await statusOf(ANA)).toBe('active');
    expect((await ana.request(ENTER)).body.data).toEqual({ enterCheckout: true });
    expect(await statusOf(ANA)).toBe('checkout');
    await ana.request(SAVE, { lines: [{ productId, quantity: 1 }] });
    expect(await statusOf(ANA)).toBe('active');
    // Saving the same lines again (a reload) is not a change.
    await ana.request(ENTER);
    await ana.request(SAVE, { lines: [{ productId, quantity: 1 }] });
    expect(await statusOf(ANA)).toBe('checkout');
  });

  it('the job abandons untouched carts and sends one reminder with today’s price, none with reminders off', async () => {
    expect((await ana.request(PREFERENCE)).body.data).toEqual({ cartReminders: true });
    expect((await beto.request(SET_PREFERENCE, { on: false })).body.data).toEqual({ setCartReminders: false });
    await beto.request(SAVE, { lines: [{ productId, quantity: 1 }] });

    expect(await runJob()).toMatchObject({ abandoned: 0, reminded: 0 }); // touched just now
    await dayPasses();
    // The price changed after the cart was saved: the reminder carries the server's price at send time.
    await db().query(`UPDATE products SET original_price_cents = 12345 WHERE id = $1`, [productId]);
    const { body } = await graphqlClient(api.url).request<{ cartQuote: { subtotal: { formatted: string } } }>(
      '{ cartQuote(lines: [{ productId: "' + productId + '", quantity: 1 }]) { subtotal { formatted } } }',
    );
    const today = body.data!.cartQuote.subtotal.formatted;
    expect(await runJob()).toMatchObject({ abandoned: 2, reminded: 1, notReminded: { 'reminders-off': 1 } });
    expect([await statusOf(ANA), await statusOf(BETO)]).toEqual(['abandoned', 'abandoned']);
    expect(await reminders(BETO)).toEqual([]);

    await api.store.deliverMail();
    const mail = await smtp.waitForMail(ANA, smtp.countTo(ANA) - 1);
    expect(mail.body).toContain('Subject: =?UTF-8?Q?Tu_carrito_te_espera_en_Esencia_Perfumer?');
    expect(mail.body).toContain(`× 1: ${today}`);
    expect(mail.body).toContain('<p>Hola, dejaste estos productos en tu carrito de Esencia Perfumería:</p>');
    expect(mail.body).toContain('<p>— Esencia Perfumería</p>'); // signed by the store's configured name
    expect(mail.body).toContain(`${SITE}/checkout`);
    expect(mail.body).toMatch(/https:\/\/tienda\.pe\/baja-recordatorios\/\S+/);

    // Never twice: later runs, even days later, send nothing more.
    await dayPasses();
    expect(await runJob()).toMatchObject({ abandoned: 0, reminded: 0 });
    expect(await reminders(ANA)).toHaveLength(1);
    expect(await dashboard()).toEqual({ abandonedCarts: 2, recoveredCarts: 0 });
  });

  it('the unsubscribe link turns reminders off without a session; an unknown one is refused', async () => {
    const mail = smtp.received.filter((m) => m.to.includes(ANA)).at(-1)!;
    const token = /\/baja-recordatorios\/(\S+)/.exec(mail.body)![1]!;
    const guest = graphqlClient(api.url);
    expect((await guest.request(STOP, { token: 'no-existe' })).body.data).toEqual({
      stopCartReminders: {
        __typename: 'CartReminderLinkInvalidError',
        errorCode: 'CART_REMINDER_LINK_INVALID',
        message: 'El enlace no es válido. Puedes desactivar los recordatorios desde tu perfil.',
      },
    });
    expect((await guest.request(STOP, { token })).body.data).toEqual({
      stopCartReminders: {
        __typename: 'CartRemindersStopped',
        message: 'Listo: ya no te enviaremos recordatorios de tu carrito guardado.',
      },
    });
    expect((await ana.request(PREFERENCE)).body.data).toEqual({ cartReminders: false });
    expect((await ana.request(SET_PREFERENCE, { on: true })).body.data).toEqual({ setCartReminders: true });
  });

  it('an order from the abandoned cart completes it and counts as recovered; no reminder after it', async () => {
    await ana.request(SAVE, { lines: [{ productId, quantity: 2 }] }); // back to the cart: active again
    expect(await statusOf(ANA)).toBe('active');
    const input = await guestOrderInput(api, { productId, quantity: 2, email: ANA });
    expect((await ana.request(PLACE_ORDER, { input })).body.data).toEqual({ placeOrder: { __typename: 'Order' } });
    expect(await statusOf(ANA)).toBe('completed');
    expect(await dashboard()).toEqual({ abandonedCarts: 2, recoveredCarts: 1 });

    await dayPasses();
    expect(await runJob()).toMatchObject({ abandoned: 0, reminded: 0 });
    expect(await reminders(ANA)).toHaveLength(1);
  });

  it('never reminds a shopper who ordered after the cart was last touched', async () => {
    // Beto's cart goes back to active with reminders on; then an order reaches his account another way.
    await beto.request(SET_PREFERENCE, { on: true });
    await beto.request(SAVE, { lines: [{ productId, quantity: 3 }] });
    await dayPasses();
    await db().query(
      `UPDATE orders SET account_id = (SELECT id FROM accounts WHERE email = $1), created_at = now()
       WHERE id = (SELECT id FROM orders ORDER BY created_at LIMIT 1)`,
      [BETO],
    );
    expect(await runJob()).toMatchObject({ abandoned: 1, reminded: 0, notReminded: { 'ordered-since': 1 } });
    expect(await reminders(BETO)).toEqual([]);
  });

  it("counts a guest order with the account's e-mail (any case) as ordering; another e-mail's does not", async () => {
    const carla = await signedInCustomer(api, CARLA, { smtp });
    const dani = await signedInCustomer(api, DANI, { smtp });
    await carla.request(SAVE, { lines: [{ productId, quantity: 1 }] });
    await dani.request(SAVE, { lines: [{ productId, quantity: 1 }] });
    // Both check out signed out afterwards: Carla with her account's e-mail typed in capitals, Dani with another.
    const guest = graphqlClient(api.url);
    for (const email of [CARLA.toUpperCase(), 'otra.direccion@correo.pe']) {
      const input = await guestOrderInput(api, { productId, quantity: 1, email });
      expect((await guest.request(PLACE_ORDER, { input })).body.data).toEqual({ placeOrder: { __typename: 'Order' } });
    }
    await dayPasses();
    expect(await runJob()).toMatchObject({ abandoned: 2, reminded: 1, notReminded: { 'ordered-since': 1 } });
    expect(await reminders(CARLA)).toEqual([]);
    expect(await reminders(DANI)).toHaveLength(1);
  });
});
