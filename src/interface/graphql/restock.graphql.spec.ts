import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { CUSTOMER_EMAIL, signedInAdmin, signedInCustomer } from '../testing/accounts';
import { saveProductForm } from '../testing/catalogue';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { productInStock } from '../testing/orders';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';
const SITE = 'https://tienda.pe';
const STORE_NAME = 'Perfumería Aroma';

const ASK = `mutation($productId: ID!, $email: String) {
  askRestockNotice(productId: $productId, email: $email) {
    __typename
    ... on RestockNoticeRequested { confirmed message }
    ... on ErrorResult { errorCode message }
  }
}`;
const CONFIRM = `mutation($token: String!) {
  confirmRestockNotice(token: $token) {
    __typename
    ... on RestockNoticeConfirmed { productId message }
    ... on ErrorResult { errorCode message }
  }
}`;
const ADJUST = `mutation($id: ID!, $delta: Int!) { adjustProductStock(id: $id, delta: $delta) { __typename } }`;
/** The admin's products screen, 'Primero los más esperados': the first product and how many wait for it. */
const WAITING = '{ adminProducts(sort: MOST_WAITED, pageSize: 1) { items { id restockWaiting } } }';

/**
 * Issue 26, item 1: 'Avísame cuando vuelva' over GraphQL on real PostgreSQL. A signed-in shopper's request
 * counts at once, a guest's only after its e-mailed link; when the product's available stock goes from 0 to
 * more, each counted request gets one notice in the outbox (link, price, picture) and ends.
 */
describe("'Avísame cuando vuelva' over GraphQL", () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  let productId: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, smtpUrl: smtp.url, publicUrl: SITE });
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api, CUSTOMER_EMAIL, { smtp });
    productId = await productInStock(api, 1);
    // A store of another name: its e-mails are signed with it, never with a constant.
    await api.store.dataSource.query(`UPDATE store_settings SET store_name = $1`, [STORE_NAME]);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const guest = () => graphqlClient(api.url);
  const ask = async (client: GraphQLClient, email: string | null = null, id = productId) =>
    (await client.request<{ askRestockNotice: Record<string, unknown> }>(ASK, { productId: id, email })).body.data!
      .askRestockNotice;
  const stockOf = async () =>
    (await api.store.dataSource.query(`SELECT stock - held AS available FROM products WHERE id = $1`, [productId]))[0]
      .available as number;
  const adjust = async (delta: number) =>
    expect((await admin.request(ADJUST, { id: productId, delta })).body.data).toBeTruthy();
  /**
   * The subjects of the mail queued to `email`, in order: queued in the transaction of what caused it, so there
   * once its mutation has answered. The bodies are read as delivered (deliveredTo): the running delivery worker may
   * send a message at any moment, and sending erases its body from the outbox.
   */
  const subjectsTo = async (email: string) =>
    (
      (await api.store.dataSource.query(`SELECT subject FROM mail_outbox WHERE recipient = $1 ORDER BY subject`, [
        email,
      ])) as { subject: string }[]
    ).map((mail) => mail.subject);
  /** The one message to `email` whose text has `marker`, as received over SMTP once everything queued is delivered. */
  const deliveredTo = async (email: string, marker: string) => {
    await api.store.deliverMail();
    const mails = smtp.received.filter((mail) => mail.to.includes(email) && mail.text.includes(marker));
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  const tokenIn = (text: string) => /\/avisame\/([^\s]+)/.exec(text)?.[1];

  it('is refused while the product can be ordered, for an unknown product, and for a bad e-mail (nothing stored)', async () => {
    expect(await ask(customer)).toMatchObject({
      __typename: 'ProductAvailableError',
      message: 'Este producto ya está disponible: puedes comprarlo ahora.',
    });
    await adjust(-(await stockOf()));
    expect(await ask(guest(), 'no-es-un-correo')).toMatchObject({
      __typename: 'InvalidInputError',
      message: 'Ingrese un email válido',
    });
    expect(await ask(guest(), 'x@correo.pe', '00000000-0000-4000-8000-000000000000')).toMatchObject({
      __typename: 'NotFoundError',
      message: 'No encontramos el producto',
    });
    expect(await ask(guest(), 'x@correo.pe', 'no-es-un-id')).toMatchObject({ __typename: 'NotFoundError' });
    const [{ count }] = await api.store.dataSource.query(`SELECT count(*)::int AS count FROM restock_requests`);
    expect(count).toBe(0);
  });

  it('counts a signed-in shopper at once and a guest only after the link; the admin sees how many wait', async () => {
    expect(await ask(customer)).toEqual({
      __typename: 'RestockNoticeRequested',
      confirmed: true,
      message: 'Listo: te avisaremos por correo cuando vuelva.',
    });
    expect(await ask(customer)).toMatchObject({ confirmed: true }); // asking twice is one request
    expect(await ask(guest(), 'Invitada@Correo.pe')).toMatchObject({
      confirmed: false,
      message: 'Te enviamos un correo: abre el enlace para confirmar el aviso.',
    });
    // Someone typing a stranger's address does not sign them up: without the link, nothing counts.
    expect(await ask(guest(), 'extrano@correo.pe')).toMatchObject({ confirmed: false });

    const waiting = async () =>
      (await admin.request<{ adminProducts: { items: unknown[] } }>(WAITING)).body.data!.adminProducts.items;
    expect(await waiting()).toEqual([{ id: productId, restockWaiting: 1 }]);

    expect(await subjectsTo('invitada@correo.pe')).toEqual([expect.stringMatching(/^Confirma tu aviso: /)]);
    const confirmation = await deliveredTo('invitada@correo.pe', `${SITE}/avisame/`);
    const token = tokenIn(confirmation.text)!;
    expect(confirmation.text).toContain(`${SITE}/avisame/${token}`);
    expect(confirmation.text.endsWith(`\n\n— ${STORE_NAME}`)).toBe(true);
    expect((await guest().request<{ confirmRestockNotice: unknown }>(CONFIRM, { token })).body.data).toEqual({
      confirmRestockNotice: {
        __typename: 'RestockNoticeConfirmed',
        productId,
        message: 'Aviso confirmado: te escribiremos cuando vuelva a estar disponible.',
      },
    });
    expect((await guest().request<{ confirmRestockNotice: unknown }>(CONFIRM, { token })).body.data).toMatchObject({
      confirmRestockNotice: { __typename: 'RestockLinkInvalidError', errorCode: 'RESTOCK_LINK_INVALID' },
    });
    expect(await waiting()).toEqual([{ id: productId, restockWaiting: 2 }]);
  });

  it('the admin raises the stock: one notice each (link, price, picture), the requests end, a second rise sends none', async () => {
    await adjust(+1);
    const notices = async (email: string) =>
      (await subjectsTo(email)).filter((subject) => subject.startsWith('¡Volvió!'));
    expect(await notices(CUSTOMER_EMAIL)).toHaveLength(1);
    const notice = await deliveredTo(CUSTOMER_EMAIL, `${SITE}/product/${productId}`);
    expect(notice.text).toMatch(/ya está disponible de nuevo a S\/ [\d,.]+\./);
    expect(notice.html).toMatch(new RegExp(`<img src="${SITE}/[^"]+"`));
    expect(notice.text.endsWith(`\n\n— ${STORE_NAME}`)).toBe(true);
    expect(notice.html).toContain(`<p>— ${STORE_NAME}</p>`);
    expect(await subjectsTo('invitada@correo.pe')).toEqual([
      expect.stringMatching(/^Confirma tu aviso/),
      expect.stringMatching(/^¡Volvió!/),
    ]);
    expect(await subjectsTo('extrano@correo.pe')).toHaveLength(1); // only the confirmation nobody opened

    await adjust(+1);
    await adjust(-2);
    await adjust(+1);
    expect(await notices(CUSTOMER_EMAIL)).toHaveLength(1);
    expect(
      (await admin.request<{ adminProducts: { items: unknown[] } }>(WAITING)).body.data!.adminProducts.items,
    ).toEqual([{ id: expect.any(String), restockWaiting: 0 }]);

    expect((await deliveredTo('invitada@correo.pe', `${SITE}/product/${productId}`)).html).toContain(
      `<p>— ${STORE_NAME}</p>`,
    );
  });
  it('keeps the requests while the product is not on sale and sends them once it is again, by the product or its brand', async () => {
    const { body } = await api.graphql<{
      products: { items: { id: string; name: string; brandId: string; stock: number }[] };
    }>('{ products(pageSize: 50, active: true) { items { id name brandId stock } } }');
    const other = body.data!.products.items.find((product) => product.id !== productId && product.stock > 0)!;
    const adjustOther = async (delta: number) =>
      expect((await admin.request(ADJUST, { id: other.id, delta })).body.data).toBeTruthy();
    const noticesOfOther = async () =>
      (await subjectsTo(CUSTOMER_EMAIL)).filter((subject) => subject === `¡Volvió! ${other.name} ya está disponible`);
    const saveBrand = async (active: boolean) => {
      const { body: brands } = await admin.request<{ adminBrandPage: { items: Record<string, unknown>[] } }>(
        '{ adminBrandPage(pageSize: 100) { items { id name logoKey } } }',
      );
      const { id, name, logoKey } = brands.data!.adminBrandPage.items.find((brand) => brand.id === other.brandId)!;
      const saved = await admin.request<{ updateBrand: { __typename: string } }>(
        'mutation($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { __typename } }',
        { id, input: { name, logoKey, active } },
      );
      expect(saved.body.data?.updateBrand.__typename).toBe('AdminBrand');
    };

    await adjustOther(-other.stock);
    expect(await ask(customer, null, other.id)).toMatchObject({ confirmed: true });
    // Taken off sale, then restocked: a notice now would link to a page that says 'No encontramos el producto'.
    await saveProductForm(admin, other.id, () => ({ active: false }));
    await adjustOther(+2);
    expect(await noticesOfOther()).toEqual([]);
    expect((await admin.request<{ adminProducts: { items: unknown[] } }>(WAITING)).body.data).toEqual({
      adminProducts: { items: [{ id: other.id, restockWaiting: 1 }] },
    });
    await saveProductForm(admin, other.id, () => ({ active: true }));
    expect(await noticesOfOther()).toHaveLength(1);

    // The same through its brand: switched off, the product restocked, the brand switched on again.
    await adjustOther(-2);
    expect(await ask(customer, null, other.id)).toMatchObject({ confirmed: true });
    await saveBrand(false);
    await adjustOther(+1);
    expect(await noticesOfOther()).toHaveLength(1);
    await saveBrand(true);
    expect(await noticesOfOther()).toHaveLength(2);
  });
});
