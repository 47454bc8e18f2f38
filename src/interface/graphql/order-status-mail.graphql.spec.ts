import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { signedInAdmin } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { guestOrderInput, productInStock } from '../testing/orders';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';
const SITE = 'https://tienda.pe';

const PLACE_ORDER = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { __typename ... on Order { id } ... on ErrorResult { errorCode message } }
}`;
const CHANGE_STATUS = `mutation($orderId: ID!, $status: OrderStatus!) {
  changeOrderStatus(orderId: $orderId, status: $status) { __typename ... on Order { status } }
}`;
const SET_LINK = `mutation($orderId: ID!, $link: String!) {
  setPaymentLink(orderId: $orderId, link: $link) { __typename ... on Order { paymentLink } }
}`;
const SWITCHES = `mutation($input: OrderStatusEmailSettingsInput!) {
  updateOrderStatusEmailSettings(input: $input) { processing paymentLink completed cancelled }
}`;

/**
 * Issue 26, item 3: the customer hears of each move of the order (processing with how to pay, the payment link
 * when it is set, completed, cancelled) by e-mail through the outbox, linking to the order page on PUBLIC_URL;
 * the admin's settings turn each kind off.
 */
describe('order status e-mails over GraphQL', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let productId: string;
  let orders = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, smtpUrl: smtp.url, publicUrl: SITE });
    admin = await signedInAdmin(api);
    productId = await productInStock(api, 5);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  /** A new order to its own address (so each test reads its own mail), paid by `paymentMethod`. */
  async function placeOrder(paymentMethod: string): Promise<{ id: string; email: string }> {
    const email = `estado${++orders}@correo.pe`;
    const { body } = await api.graphql<{ placeOrder: { __typename: string; id: string } }>(PLACE_ORDER, {
      input: await guestOrderInput(api, { productId, email, paymentMethod }),
    });
    expect(body.data?.placeOrder.__typename).toBe('Order');
    return { id: body.data!.placeOrder.id, email };
  }
  const change = async (orderId: string, status: string) =>
    (await admin.request<{ changeOrderStatus: { status: string } }>(CHANGE_STATUS, { orderId, status })).body.data!
      .changeOrderStatus;
  /** The subjects of the outbox's mail to `email`, sorted (the test's clock is fixed: they share one time). */
  const subjectsTo = async (email: string): Promise<string[]> =>
    (await api.store.dataSource.query(`SELECT subject FROM mail_outbox WHERE recipient = $1 `, [email]))
      .map((row: { subject: string }) => row.subject)
      .sort();

  it('processing by Yape: how to pay (number and QR on the order page), delivered over SMTP with the order link', async () => {
    const order = await placeOrder('yape');
    const short = order.id.slice(-6);
    expect(await change(order.id, 'PROCESSING')).toMatchObject({ status: 'PROCESSING' });

    expect(await subjectsTo(order.email)).toEqual(
      [`Recibimos tu pedido #${short}`, `Tu pedido #${short} está en proceso`].sort(),
    );
    await api.store.deliverMail();
    const mail = await smtp.waitForMail(order.email, 1);
    expect(mail.body).toContain('con Yape al número 987654321');
    // The seeded Yape QR, as a picture on the store's public origin.
    expect(mail.body).toMatch(new RegExp(`<img src="${SITE}/[^"]+" alt="Código QR de Yape"`));
    expect(mail.body).toContain(`${SITE}/order/${order.id}`);
  });

  it('Izipay: processing promises the link, setting it sends a second e-mail, the same link again sends none; completed', async () => {
    const order = await placeOrder('izipay');
    const short = order.id.slice(-6);
    await change(order.id, 'PROCESSING');
    for (const link of ['pago.izipay.pe/abc', 'https://pago.izipay.pe/abc']) {
      expect((await admin.request(SET_LINK, { orderId: order.id, link })).body.data).toEqual({
        setPaymentLink: { __typename: 'Order', paymentLink: 'https://pago.izipay.pe/abc' },
      });
    }
    expect(await change(order.id, 'COMPLETED')).toMatchObject({ status: 'COMPLETED' });
    expect(await subjectsTo(order.email)).toEqual(
      [
        `Recibimos tu pedido #${short}`,
        `Tu pedido #${short} está en proceso`,
        `Tu link de pago del pedido #${short}`,
        `Tu pedido #${short} está completado`,
      ].sort(),
    );
    // Read as delivered over SMTP: the running worker may send it at any moment, which clears its body in the outbox.
    await api.store.deliverMail();
    await smtp.waitForMail(order.email, 3);
    const linkMail = smtp.received.find(
      (mail) => mail.to.includes(order.email) && mail.raw.includes(`Subject: Tu link de pago del pedido #${short}`),
    );
    expect(linkMail?.body).toContain('https://pago.izipay.pe/abc');
    expect(linkMail?.body).toContain(`${SITE}/order/${order.id}`);
  });

  it('a refused move sends nothing; the admin turns kinds off and the next moves send only what is on', async () => {
    const refused = await placeOrder('transferencia');
    // pending → completed is not a move of the workflow: refused, no e-mail.
    expect((await change(refused.id, 'COMPLETED')).status).toBeUndefined();
    expect(await subjectsTo(refused.email)).toHaveLength(1);

    const { body } = await admin.request(SWITCHES, { input: { processing: false, cancelled: false } });
    expect(body.data).toEqual({
      updateOrderStatusEmailSettings: { processing: false, paymentLink: true, completed: true, cancelled: false },
    });
    const order = await placeOrder('transferencia');
    await change(order.id, 'PROCESSING');
    await change(order.id, 'CANCELLED');
    expect(await subjectsTo(order.email)).toEqual([`Recibimos tu pedido #${order.id.slice(-6)}`]);

    const read = await admin.request<{ orderStatusEmailSettings: unknown }>(
      '{ orderStatusEmailSettings { processing paymentLink completed cancelled } }',
    );
    expect(read.body.data?.orderStatusEmailSettings).toEqual({
      processing: false,
      paymentLink: true,
      completed: true,
      cancelled: false,
    });
    await admin.request(SWITCHES, { input: { processing: true, cancelled: true } });
    const again = await placeOrder('plin');
    await change(again.id, 'CANCELLED');
    expect(await subjectsTo(again.email)).toEqual(
      [`Recibimos tu pedido #${again.id.slice(-6)}`, `Tu pedido #${again.id.slice(-6)} fue cancelado`].sort(),
    );
  });
});
