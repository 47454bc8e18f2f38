import { request as httpRequest } from 'node:http';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { signedInAdmin } from '../testing/accounts';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';

const PLACE_ORDER = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { __typename ... on Order { id link } ... on ErrorResult { errorCode message } }
}`;

let keys = 0;

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
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, smtpUrl: smtp.url, trustProxy: true });
    await signedInAdmin(api);
    const { body } = await api.graphql<{ products: { items: { id: string; stock: number }[] } }>(
      '{ products(pageSize: 50, active: true) { items { id stock } } }',
    );
    productId = body.data!.products.items.find((product) => product.stock >= 1)!.id;
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  /** Places an order over raw HTTP, so the Host header can be anything. */
  function placeOrder(email: string, headers: Record<string, string> = {}) {
    const body = JSON.stringify({
      query: PLACE_ORDER,
      variables: {
        input: {
          idempotencyKey: `correo-pedido-${++keys}-abcdef`,
          customer: {
            firstName: 'Lucía',
            lastName: 'Quispe',
            email,
            documentType: 'DNI',
            documentNumber: '45678912',
            phone: '987654321',
          },
          shippingMethod: 'regular',
          paymentMethod: 'yape',
          lines: [{ productId, quantity: 1 }],
        },
      },
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
});
