import { request as httpRequest } from 'node:http';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { ADMIN_EMAIL, signedInAdmin } from '../testing/accounts';
import { guestOrderInput, productInStock } from '../testing/orders';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';

const PLACE_ORDER = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { __typename ... on Order { id link } ... on ErrorResult { errorCode message } }
}`;

/**
 * Order e-mails (issue 25): their links come from the configured public URL only (never the Host header nor
 * X-Forwarded-Host), and they have per-recipient and global ceilings, so the store cannot be used to mail
 * strangers in bulk while a real customer's own confirmation goes out at once.
 */
describe('order e-mails: links from configuration, ceilings per recipient and in total', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let productId: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({
      clock: fixedClock(NOW),
      seed: true,
      smtpUrl: smtp.url,
      trustProxy: true,
      mailCeilings: { orderCopiesPerAddress: 3, orderCopiesPerHour: 6, shopNoticesPerAdmin: 4 },
    });
    await signedInAdmin(api);
    productId = await productInStock(api);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  /** Places an order over raw HTTP, so the Host header can be anything. */
  async function placeOrder(email: string, headers: Record<string, string> = {}) {
    const body = JSON.stringify({
      query: PLACE_ORDER,
      variables: { input: await guestOrderInput(api, { productId, email }) },
    });
    const url = new URL(`${api.url}/graphql`);
    return new Promise<{ __typename: string; id: string; link: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve((JSON.parse(text) as { data: { placeOrder: never } }).data.placeOrder));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('links to the configured origin (here the local default), never to a forged Host or X-Forwarded-Host', async () => {
    const order = await placeOrder('enlace@correo.pe', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(order.__typename).toBe('Order');
    expect(order.link).toBe(`${api.url}/order/${order.id}`);
    const mail = await smtp.waitForMail('enlace@correo.pe');
    expect(mail.body).toContain(`${api.url}/order/${order.id}`);
    expect(mail.body).not.toContain('evil.example');
    await api.store.deliverMail();
    for (const sent of smtp.received) expect(sent.body).not.toContain('evil.example');
  });

  const outbox = async () =>
    (await api.store.dataSource.query(
      `SELECT recipient, category, to_char(due_at AT TIME ZONE 'UTC', 'HH24:MI') AS due FROM mail_outbox
       WHERE category IS NOT NULL ORDER BY created_at, recipient`,
    )) as { recipient: string; category: string; due: string }[];

  it('sends at most the hourly total of customer copies now and holds the rest for the next hour; admins get their ceiling', async () => {
    // The probe's relay: orders to many addresses in a row (here 10, on top of the one above).
    for (let n = 1; n <= 10; n++) expect((await placeOrder(`destino${n}@correo.pe`)).__typename).toBe('Order');
    const copies = (await outbox()).filter((row) => row.category === 'order-customer');
    expect(copies).toHaveLength(11);
    expect(copies.filter((row) => row.due === '15:00')).toHaveLength(6);
    expect(copies.filter((row) => row.due === '16:00')).toHaveLength(5);
    // Each admin is told of at most 4 new orders an hour; the orders are all in the admin's list.
    expect((await outbox()).filter((row) => row.category === 'order-shop')).toEqual(
      new Array(4).fill({ recipient: ADMIN_EMAIL, category: 'order-shop', due: '15:00' }),
    );

    const copiesSent = () => smtp.received.filter((mail) => mail.raw.includes('Subject: Recibimos tu pedido')).length;
    const deadline = Date.now() + 10_000;
    while (copiesSent() < 6 && Date.now() < deadline) await api.store.deliverMail();
    await api.store.deliverMail();
    expect(copiesSent()).toBe(6);
  });

  it('gives one address at most its ceiling of copies an hour; the orders are still placed', async () => {
    for (let n = 1; n <= 5; n++) expect((await placeOrder('Mismo@Correo.pe')).__typename).toBe('Order');
    const copies = (await outbox()).filter((row) => row.recipient === 'Mismo@Correo.pe');
    // Three copies (held for a later hour: this one's total is used up), the 4th and 5th not queued.
    expect(copies.map((row) => row.category)).toEqual(['order-customer', 'order-customer', 'order-customer']);
    const [{ orders }] = await api.store.dataSource.query(
      `SELECT count(*)::int AS orders FROM orders WHERE lower(email) = 'mismo@correo.pe'`,
    );
    expect(orders).toBe(5);
  });
});
