import { ReleaseExpiredHolds } from '../../application/orders/ReleaseExpiredHolds';
import type { Clock } from '../../application/ports/clock';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { CUSTOMER_EMAIL, signedInAdmin, signedInCustomer } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { guestOrderInput } from '../testing/orders';
import { startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';
const SITE = 'https://tienda.pe';
/** Yape orders hold their units this long (the admin's `stockHolds`). */
const YAPE_HOLD_HOURS = 2;

const PRODUCT = `query($id: ID!) { product(id: $id) {
  name description brandId categoryIds originalPrice { cents } price { formatted } imageUrl imageKeys active carousel
  promotion { type discount startDate endDate } } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!, $expectedStock: Int!) {
  updateProduct(id: $id, input: $input, expectedStock: $expectedStock) {
    __typename
    ... on ErrorResult { message }
    ... on InvalidInputError { errorCode fieldErrors { field message } }
  }
}`;
const ASK = `mutation($productId: ID!, $email: String) {
  askRestockNotice(productId: $productId, email: $email) { __typename ... on RestockNoticeRequested { confirmed } }
}`;
const CONFIRM = `mutation($token: String!) { confirmRestockNotice(token: $token) { __typename } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { __typename ... on Order { id stockHeldUntil } }
}`;
const CHANGE_STATUS = `mutation($orderId: ID!, $status: OrderStatus!) {
  changeOrderStatus(orderId: $orderId, status: $status) { __typename ... on Order { status } }
}`;
const ADJUST = `mutation($id: ID!, $delta: Int!) {
  adjustProductStock(id: $id, delta: $delta) {
    __typename ... on Product { stock heldStock } ... on InvalidInputError { errorCode message }
  }
}`;

interface ProductShown {
  name: string;
  description: string;
  brandId: string;
  categoryIds: string[];
  originalPrice: { cents: number };
  price: { formatted: string };
  imageUrl: string | null;
  imageKeys: string[];
  active: boolean;
  carousel: boolean;
  promotion: { type: string; discount: number; startDate: string | null; endDate: string | null } | null;
}

/**
 * Issue 26, item 1, every other path that brings a product back (restock.graphql.spec proves the admin's ±):
 * the product form's stock, a cancelled order's released hold (pending or processing) and a hold the scheduler's
 * job lets expire, over GraphQL on real PostgreSQL. Each sends exactly one notice per subscriber (link, price,
 * picture) and ends the requests; a change that leaves nothing to order (available stock still 0) sends none.
 */
describe("'Avísame cuando vuelva' by every path over GraphQL", () => {
  let now = new Date(NOW);
  const clock: Clock = { now: () => now };
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  /** Seeded products with pictures and some stock, one per test. */
  let products: string[];
  let guests = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock, seed: true, smtpUrl: smtp.url, publicUrl: SITE });
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api, CUSTOMER_EMAIL, { smtp });
    // Yape orders hold their units (issue 24's per-method setting), the other methods none.
    await api.store.dataSource.query(`UPDATE store_settings SET stock_hold_hours = $1`, [
      JSON.stringify({ yape: YAPE_HOLD_HOURS }),
    ]);
    const { body } = await api.graphql<{ products: { items: { id: string; stock: number; imageUrl: string }[] } }>(
      '{ products(pageSize: 50, active: true) { items { id stock imageUrl } } }',
    );
    products = body.data!.products.items.filter((p) => p.stock >= 2 && p.imageUrl).map((p) => p.id);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const shown = async (id: string) =>
    (await api.graphql<{ product: ProductShown }>(PRODUCT, { id })).body.data!.product;
  const levels = async (id: string) =>
    (await api.store.dataSource.query(`SELECT stock, held FROM products WHERE id = $1`, [id]))[0] as {
      stock: number;
      held: number;
    };
  const waiting = async (id: string) =>
    (
      await api.store.dataSource.query(
        `SELECT count(*)::int AS count FROM restock_requests WHERE product_id = $1 AND confirmed_at IS NOT NULL`,
        [id],
      )
    )[0].count as number;
  /** The notices about the product in the outbox (delivered ones too: their subject and recipient stay). */
  const noticesOf = async (id: string) =>
    (
      (await api.store.dataSource.query(
        `SELECT recipient FROM mail_outbox WHERE subject = '¡Volvió! ' || (SELECT name FROM products WHERE id = $1)
           || ' ya está disponible' ORDER BY recipient`,
        [id],
      )) as { recipient: string }[]
    ).map((notice) => notice.recipient);

  /** The signed-in customer (counted at once) and a new guest (counted once the e-mailed link is opened). */
  async function subscribe(productId: string): Promise<string[]> {
    const guest = `invitada-${++guests}@correo.pe`;
    expect((await customer.request(ASK, { productId, email: null })).body.data).toEqual({
      askRestockNotice: { __typename: 'RestockNoticeRequested', confirmed: true },
    });
    await graphqlClient(api.url).request(ASK, { productId, email: guest });
    await api.store.deliverMail();
    const token = /\/avisame\/([^\s]+)/.exec((await smtp.waitForMail(guest)).body)![1];
    expect((await graphqlClient(api.url).request(CONFIRM, { token })).body.data).toEqual({
      confirmRestockNotice: { __typename: 'RestockNoticeConfirmed' },
    });
    expect(await waiting(productId)).toBe(2);
    return [CUSTOMER_EMAIL, guest].sort();
  }

  /**
   * Exactly one notice per subscriber in the outbox, delivered with the product's link, today's price and its
   * picture; nobody waits any more.
   */
  async function expectNotified(productId: string, subscribers: string[]) {
    const product = await shown(productId);
    expect(await noticesOf(productId)).toEqual(subscribers);
    await api.store.deliverMail();
    for (const subscriber of subscribers) {
      const delivered = smtp.received.filter(
        (mail) => mail.to.includes(subscriber) && mail.body.includes(`${SITE}/product/${productId}`),
      );
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.body).toContain(`ya está disponible de nuevo a ${product.price.formatted}.`);
      expect(delivered[0]!.body).toContain(`<img src="${new URL(product.imageUrl!, SITE).href}"`);
    }
    expect(await waiting(productId)).toBe(0);
  }

  /** The product form as the admin saves it, with `stock` typed over the `expectedStock` it opened with. */
  async function saveForm(id: string, stock: number, expectedStock: number) {
    expect(await formAnswer(id, stock, expectedStock)).toEqual({ __typename: 'Product' });
  }

  /** What updateProduct answers to the product's form saved with `stock`. */
  async function formAnswer(id: string, stock: number, expectedStock: number) {
    const { promotion, originalPrice, price: _price, imageUrl: _imageUrl, ...content } = await shown(id);
    const input = {
      ...content,
      originalPriceCents: originalPrice.cents,
      stock,
      promotion: promotion
        ? { isPromoted: true, ...promotion }
        : { isPromoted: false, type: 'PERCENTAGE', discount: 0, startDate: null, endDate: null },
    };
    const { body } = await admin.request<{ updateProduct: { __typename: string } }>(UPDATE_PRODUCT, {
      id,
      input,
      expectedStock,
    });
    return body.data?.updateProduct;
  }

  /** A guest's Yape order of every unit the product has: they are all held for it (nothing left to order). */
  async function holdEverything(productId: string): Promise<string> {
    const { stock } = await levels(productId);
    const { body } = await graphqlClient(api.url).request<{ placeOrder: { id: string; stockHeldUntil: string } }>(
      PLACE_ORDER,
      { input: await guestOrderInput(api, { productId, quantity: stock, paymentMethod: 'yape' }) },
    );
    expect(body.data?.placeOrder.stockHeldUntil).toBeTruthy();
    expect(await levels(productId)).toEqual({ stock, held: stock });
    return body.data!.placeOrder.id;
  }

  const changeStatus = async (orderId: string, status: string) =>
    expect((await admin.request(CHANGE_STATUS, { orderId, status })).body.data).toEqual({
      changeOrderStatus: { __typename: 'Order', status },
    });

  it('the product form: saving a stock over 0 for a sold-out product notifies each subscriber once', async () => {
    const productId = products[0]!;
    const { stock } = await levels(productId);
    await saveForm(productId, 0, stock);
    const subscribers = await subscribe(productId);

    await saveForm(productId, 3, 0);
    await expectNotified(productId, subscribers);
    await saveForm(productId, 0, 3);
    await saveForm(productId, 1, 0);
    expect(await noticesOf(productId)).toHaveLength(2);
  });

  it('a cancelled pending order releases its hold: each subscriber notified once', async () => {
    const productId = products[1]!;
    const orderId = await holdEverything(productId);
    const subscribers = await subscribe(productId);

    await changeStatus(orderId, 'CANCELLED');
    expect((await levels(productId)).held).toBe(0);
    await expectNotified(productId, subscribers);
  });

  it('a cancelled order in processing releases its hold: each subscriber notified once', async () => {
    const productId = products[2]!;
    const orderId = await holdEverything(productId);
    await changeStatus(orderId, 'PROCESSING');
    const subscribers = await subscribe(productId);
    expect(await noticesOf(productId)).toEqual([]);

    await changeStatus(orderId, 'CANCELLED');
    await expectNotified(productId, subscribers);
  });

  it('nothing while the available stock stays 0 (1 in stock, 1 held): − and the form are refused, a completion sends none', async () => {
    const productId = products[3]!;
    const { stock } = await levels(productId);
    await saveForm(productId, 1, stock);
    const orderId = await holdEverything(productId);
    const subscribers = await subscribe(productId);

    // Lowering the stock under the units held is refused (it changed nothing).
    expect((await admin.request(ADJUST, { id: productId, delta: -1 })).body.data).toEqual({
      adjustProductStock: {
        __typename: 'InvalidInputError',
        errorCode: 'STOCK_BELOW_HELD',
        message: 'El stock no puede quedar por debajo de la unidad reservada para pedidos',
      },
    });
    // So is the product form's 0.
    const below = 'El stock no puede quedar por debajo de la unidad reservada para pedidos';
    expect(await formAnswer(productId, 0, 1)).toEqual({
      __typename: 'InvalidInputError',
      errorCode: 'STOCK_BELOW_HELD',
      message: below,
      fieldErrors: [{ field: 'stock', message: below }],
    });
    expect(await levels(productId)).toEqual({ stock: 1, held: 1 });
    // The held unit leaves with its order: 0 could be ordered before, 0 after.
    await changeStatus(orderId, 'PROCESSING');
    await changeStatus(orderId, 'COMPLETED');
    expect(await levels(productId)).toEqual({ stock: 0, held: 0 });
    expect(await noticesOf(productId)).toEqual([]);
    expect(await waiting(productId)).toBe(2);

    expect((await admin.request(ADJUST, { id: productId, delta: 1 })).body.data).toMatchObject({
      adjustProductStock: { stock: 1 },
    });
    await expectNotified(productId, subscribers);
  });

  it("a hold the scheduler's job lets expire: each subscriber notified once", async () => {
    const productId = products[4]!;
    const orderId = await holdEverything(productId);
    const subscribers = await subscribe(productId);

    // Not yet due: the hold stays, nothing is sent.
    await api.store.get(ReleaseExpiredHolds).execute();
    expect(await noticesOf(productId)).toEqual([]);

    now = new Date(new Date(NOW).getTime() + (YAPE_HOLD_HOURS * 60 + 1) * 60_000);
    await api.store.get(ReleaseExpiredHolds).execute();
    const [{ hold_state: holdState }] = await api.store.dataSource.query(
      `SELECT hold_state FROM orders WHERE id = $1`,
      [orderId],
    );
    expect(holdState).toBe('expired');
    expect((await levels(productId)).held).toBe(0);
    await expectNotified(productId, subscribers);
    await api.store.get(ReleaseExpiredHolds).execute();
    expect(await noticesOf(productId)).toHaveLength(2);
  });
});
