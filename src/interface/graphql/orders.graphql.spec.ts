import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signedInCustomer } from '../testing/accounts';
import { graphqlClient } from '../testing/graphql-client';
import { shownTotal } from '../testing/shown-total';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

// 10:00 in Lima on 2026-11-22.
const NOW = '2026-11-22T15:00:00Z';

const ORDER_FIELDS = /* GraphQL */ `
  id shortId link status statusLabel paymentMethod paymentMethodLabel itemCount
  customer { fullName email documentType documentNumber phone }
  invoice { type label ruc businessName }
  lines { productId quantity name brandName imageUrl unitPrice { cents } originalUnitPrice { cents } lineTotal { cents } discountApplied }
  subtotal { cents } shipping { cents } commission { cents } total { cents }
  paymentLink hasReceipt
`;

const PLACE_ORDER = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on Order { ${ORDER_FIELDS} }
      ... on ErrorResult { errorCode message }
      ... on InvalidInputError { fieldErrors { field message } }
      ... on OrderStockChangedError { cart { lines { productId quantity change } removed { productId change } message } }
    }
  }
`;

interface OrderData {
  id: string;
  shortId: string;
  link: string;
  status: string;
  paymentMethod: string;
  itemCount: number;
  customer: { fullName: string; email: string };
  invoice: { type: string; label: string; ruc: string | null; businessName: string | null };
  lines: {
    productId: string;
    quantity: number;
    name: string;
    brandName: string;
    imageUrl: string | null;
    unitPrice: { cents: number };
    lineTotal: { cents: number };
  }[];
  subtotal: { cents: number };
  shipping: { cents: number };
  commission: { cents: number };
  total: { cents: number };
}

type PlaceOrderAnswer = OrderData & {
  __typename: string;
  errorCode?: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  cart?: { lines: { productId: string; quantity: number; change: string }[]; removed: { productId: string }[] };
};

interface CatalogueProduct {
  id: string;
  name: string;
  stock: number;
  price: { cents: number };
  brand: { name: string };
}

const customer = {
  firstName: 'Lucía',
  lastName: 'Quispe Huamán',
  email: 'lucia@correo.pe',
  documentType: 'DNI',
  documentNumber: '45678912',
  phone: '987654321',
};

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}-abcdef`;

describe('orders over GraphQL', () => {
  let api: TestStore;
  let products: CatalogueProduct[];

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, publicUrl: 'https://tienda.pe' });
    const { body } = await api.graphql<{ products: { items: CatalogueProduct[] } }>(
      '{ products(pageSize: 50, active: true) { items { id name stock price { cents } brand { name } } } }',
    );
    products = body.data!.products.items.filter((p) => p.stock >= 3);
  }, 60_000);

  afterAll(() => api.stop());

  const orderCount = async () => Number((await api.database.dataSource.query('SELECT count(*) AS n FROM orders'))[0].n);

  /** A checkout's order; unless the input names one, with the total the checkout shows now. */
  async function place(input: Record<string, unknown>, client = graphqlClient(api.url)) {
    const full: Record<string, unknown> = {
      idempotencyKey: newKey(),
      customer,
      shippingMethod: 'regular',
      paymentMethod: 'yape',
      ...input,
    };
    const lines = (full.lines ?? []) as { productId: string; quantity: number }[];
    const expectedTotalCents =
      full.expectedTotalCents ?? (await shownTotal(api.url, lines, String(full.paymentMethod)));
    const { body } = await client.request<{ placeOrder: PlaceOrderAnswer }>(PLACE_ORDER, {
      input: { ...full, expectedTotalCents },
    });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.placeOrder;
  }

  it('prices every line from the catalogue and stores a pending order with its snapshot', async () => {
    const [a, b] = products as [CatalogueProduct, CatalogueProduct];
    const order = await place({
      lines: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
    });

    expect(order.__typename).toBe('Order');
    const subtotal = a.price.cents * 2 + b.price.cents;
    const shipping = subtotal >= 20000 ? 0 : 1500;
    expect(order).toMatchObject({
      status: 'PENDING',
      itemCount: 3,
      customer: { fullName: 'Lucía Quispe Huamán', email: 'lucia@correo.pe' },
      invoice: { type: 'boleta', label: 'Boleta', ruc: null },
      subtotal: { cents: subtotal },
      shipping: { cents: shipping },
      commission: { cents: 0 },
      total: { cents: subtotal + shipping },
    });
    expect(order.id).toMatch(/^[a-z2-7]{32}$/);
    expect(order.shortId).toBe(order.id.slice(-6));
    expect(order.link).toBe(`https://tienda.pe/order/${order.id}`);
    expect(order.lines[0]).toMatchObject({ productId: a.id, quantity: 2, name: a.name, brandName: a.brand.name });
    expect(order.lines[0]!.lineTotal.cents).toBe(a.price.cents * 2);
  });

  it('keeps its own 400×400 JPEG copy of each main image under order-images/', async () => {
    const [a] = products as [CatalogueProduct];
    const order = await place({ lines: [{ productId: a.id, quantity: 1 }] });
    const imageUrl = order.lines[0]!.imageUrl!;
    expect(imageUrl).toMatch(/\/files\/order-images\/\d+-[0-9a-f-]{36}\.jpg$/);
    const response = await fetch(`${api.url}${new URL(imageUrl, api.url).pathname}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(format).toBe('jpeg');
    expect(Math.max(width!, height!)).toBeLessThanOrEqual(400);

    // A second order of the same picture shares the copy instead of making another.
    const again = await place({ lines: [{ productId: a.id, quantity: 1 }] });
    expect(again.lines[0]!.imageUrl).toBe(imageUrl);
  });

  it('adds the Izipay commission (4 % of the subtotal) only for Izipay', async () => {
    const [a] = products as [CatalogueProduct];
    const order = await place({ paymentMethod: 'izipay', lines: [{ productId: a.id, quantity: 1 }] });
    const commission = Math.round(a.price.cents * 0.04);
    expect(order.commission.cents).toBe(commission);
    expect(order.total.cents).toBe(order.subtotal.cents + order.shipping.cents + commission);
  });

  it('never accepts a price from the client: a line carrying one is not valid input', async () => {
    const [a] = products as [CatalogueProduct];
    const before = await orderCount();
    const { body } = await graphqlClient(api.url).request(PLACE_ORDER, {
      input: {
        idempotencyKey: newKey(),
        customer,
        shippingMethod: 'regular',
        paymentMethod: 'yape',
        lines: [{ productId: a.id, quantity: 1, price: 1 }],
        expectedTotalCents: 100,
      },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a line above the stock with the corrected cart and stores nothing', async () => {
    const [a] = products as [CatalogueProduct];
    const before = await orderCount();
    const answer = await place({ lines: [{ productId: a.id, quantity: a.stock + 5 }] });
    expect(answer).toMatchObject({
      __typename: 'OrderStockChangedError',
      errorCode: 'ORDER_STOCK_CHANGED',
      message: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.',
      cart: { lines: [{ productId: a.id, quantity: a.stock, change: 'QUANTITY_CUT' }] },
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses an inactive or missing product, removing its line', async () => {
    const [a] = products as [CatalogueProduct];
    const inactive = products[products.length - 1]!;
    await api.database.dataSource.query('UPDATE products SET active = false WHERE id = $1', [inactive.id]);
    try {
      const answer = await place({
        lines: [
          { productId: a.id, quantity: 1 },
          { productId: inactive.id, quantity: 1 },
          { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      });
      expect(answer.__typename).toBe('OrderStockChangedError');
      expect(answer.cart!.lines.map((l) => l.productId)).toEqual([a.id]);
      expect(answer.cart!.removed.map((l) => l.productId)).toEqual([
        inactive.id,
        '00000000-0000-4000-8000-000000000000',
      ]);
    } finally {
      await api.database.dataSource.query('UPDATE products SET active = true WHERE id = $1', [inactive.id]);
    }
  });

  it('refuses an empty cart with the spec message', async () => {
    expect(await place({ lines: [] })).toMatchObject({
      __typename: 'OrderEmptyError',
      errorCode: 'ORDER_EMPTY',
      message: 'No hay productos en la orden. Por favor, agrega productos antes de continuar.',
    });
  });

  it('reports every bad field with its Spanish message', async () => {
    const [a] = products as [CatalogueProduct];
    const answer = await place({
      customer: { ...customer, firstName: 'L4', documentNumber: '123', phone: '812345678' },
      paymentMethod: 'bitcoin',
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(answer.__typename).toBe('InvalidInputError');
    expect(answer.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'Ingrese un nombre válido (solo letras)' },
        { field: 'documentNumber', message: expect.any(String) },
        { field: 'phone', message: 'Ingrese un número de celular válido' },
        { field: 'paymentMethod', message: 'Seleccione un método de pago válido' },
      ]),
    );
  });

  it('asks a factura for a valid RUC and the business name, and shows them on the order', async () => {
    const [a] = products as [CatalogueProduct];
    const bad = await place({
      invoice: { type: 'factura', ruc: '20100047219', businessName: ' ' },
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(bad.fieldErrors).toEqual([
      { field: 'invoiceRuc', message: 'Ingrese un RUC válido' },
      { field: 'invoiceBusinessName', message: 'Ingrese la razón social' },
    ]);
    const good = await place({
      invoice: { type: 'factura', ruc: '20100047218', businessName: 'Perfumes del Sur S.A.C.' },
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(good.invoice).toEqual({
      type: 'factura',
      label: 'Factura',
      ruc: '20100047218',
      businessName: 'Perfumes del Sur S.A.C.',
    });
  });

  it('makes one order from ten concurrent calls with the same key, and refuses the key with other data', async () => {
    const [a] = products as [CatalogueProduct];
    const input = {
      idempotencyKey: newKey(),
      customer,
      shippingMethod: 'regular',
      paymentMethod: 'plin',
      lines: [{ productId: a.id, quantity: 1 }],
      expectedTotalCents: await shownTotal(api.url, [{ productId: a.id, quantity: 1 }], 'plin'),
    };
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        graphqlClient(api.url).request<{ placeOrder: PlaceOrderAnswer }>(PLACE_ORDER, { input }),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.body.data?.placeOrder.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[a-z2-7]{32}$/);
    expect(await orderCount()).toBe(before + 1);

    const { body } = await graphqlClient(api.url).request<{ placeOrder: PlaceOrderAnswer }>(PLACE_ORDER, {
      input: { ...input, lines: [{ productId: a.id, quantity: 2 }] },
    });
    expect(body.data?.placeOrder).toMatchObject({
      __typename: 'IdempotencyKeyReusedError',
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('refuses orders while maintenance switches order creation off', async () => {
    const [a] = products as [CatalogueProduct];
    await api.database.dataSource.query(
      'UPDATE store_settings SET maintenance_enabled = true, maintenance_order_creation = false',
    );
    try {
      expect(await place({ lines: [{ productId: a.id, quantity: 1 }] })).toMatchObject({
        __typename: 'OrderingUnavailableError',
        errorCode: 'ORDERING_UNAVAILABLE',
      });
    } finally {
      await api.database.dataSource.query(
        'UPDATE store_settings SET maintenance_enabled = false, maintenance_order_creation = true',
      );
    }
  });

  it('queues the confirmation e-mail with the order link and how it will be paid once confirmed', async () => {
    const [a] = products as [CatalogueProduct];
    const order = await place({ paymentMethod: 'transferencia', lines: [{ productId: a.id, quantity: 1 }] });
    // Delivered by the mail worker to the dev outbox folder (the body is erased from the table once sent).
    await api.store.deliverMail();
    const dir = path.join(api.filesDir, 'outbox');
    const mails = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
    const toCustomer = mails.find((mail) => mail.includes(`Recibimos tu pedido #${order.shortId}`));
    expect(toCustomer).toContain('lucia@correo.pe');
    expect(toCustomer).toContain(`https://tienda.pe/order/${order.id}`);
    expect(toCustomer).toContain('nuestras cuentas para transferir');
    expect(toCustomer).toContain('No necesitas pagar todavía.');
  });

  it("the store's seeded payment details carry a QR image for each wallet", async () => {
    const { body } = await api.graphql<{ storeSettings: { wallets: { method: string; qrImageUrl: string }[] } }>(
      '{ storeSettings { wallets { method qrImageUrl } } }',
    );
    for (const wallet of body.data!.storeSettings.wallets) {
      const response = await fetch(`${api.url}${new URL(wallet.qrImageUrl, api.url).pathname}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect(body.data!.storeSettings.wallets.map((w) => w.method)).toEqual(['yape', 'plin']);
  });

  describe('who can read an order', () => {
    it('anyone holding the link reads it; an unknown or malformed id is null', async () => {
      const [a] = products as [CatalogueProduct];
      const order = await place({ lines: [{ productId: a.id, quantity: 1 }] });
      const stranger = graphqlClient(api.url);
      const { body } = await stranger.request<{ order: { id: string } | null }>(
        'query($id: ID!) { order(id: $id) { id } }',
        { id: order.id },
      );
      expect(body.data?.order?.id).toBe(order.id);
      for (const id of ['a'.repeat(32), 'nope', order.id.slice(0, -1)]) {
        const missing = await stranger.request<{ order: null }>('query($id: ID!) { order(id: $id) { id } }', { id });
        expect(missing.body.data?.order).toBeNull();
      }
    });

    /** A confirmed customer signed in on its own client (the code is read from the dev outbox). */
    const customerSignedIn = (email: string) => signedInCustomer(api, email, { password: 'Fragancia-2026!' });

    it("myOrderPage lists the account's orders and its e-mail's guest orders, never anyone else's", async () => {
      const [a] = products as [CatalogueProduct];
      const ana = await customerSignedIn('ana.pedidos@correo.pe');
      const beto = await customerSignedIn('beto.pedidos@correo.pe');
      const lines = [{ productId: a.id, quantity: 1 }];
      // Placed signed in (with another contact e-mail), and as a guest with Ana's e-mail.
      const fromAccount = await place({ customer: { ...customer, email: 'otra@correo.pe' }, lines }, ana);
      const asGuest = await place({ customer: { ...customer, email: 'ANA.pedidos@correo.pe' }, lines });
      const betos = await place({ customer: { ...customer, email: 'beto.pedidos@correo.pe' }, lines }, beto);
      const someoneElse = await place({ lines });

      const list = async (client: ReturnType<typeof graphqlClient>, status?: string) => {
        const { body } = await client.request<{ myOrderPage: { items: { id: string }[] } }>(
          'query($s: OrderStatus) { myOrderPage(status: $s) { items { id } } }',
          { s: status ?? null },
        );
        return {
          ids: body.data?.myOrderPage.items.map((o) => o.id).sort(),
          code: body.errors?.[0]?.extensions?.code,
        };
      };
      expect((await list(ana)).ids).toEqual([fromAccount.id, asGuest.id].sort());
      expect((await list(beto)).ids).toEqual([betos.id]);
      const count = async (client: ReturnType<typeof graphqlClient>) =>
        (await client.request<{ myOrderCount: number }>('{ myOrderCount }')).body.data?.myOrderCount;
      expect([await count(ana), await count(beto)]).toEqual([2, 1]);
      expect((await list(ana, 'COMPLETED')).ids).toEqual([]);
      expect((await list(graphqlClient(api.url))).code).toBe('UNAUTHENTICATED');
      expect([fromAccount.id, asGuest.id, betos.id]).not.toContain(someoneElse.id);
    });

    it('myOrderPage answers an account of many orders a page at a time: the same statements for any page', async () => {
      const [a] = products as [CatalogueProduct];
      const carla = await customerSignedIn('carla.pedidos@correo.pe');
      const placed: string[] = [];
      for (let i = 0; i < 12; i++) {
        placed.push(
          (
            await place(
              {
                customer: { ...customer, email: 'carla.pedidos@correo.pe' },
                lines: [{ productId: a.id, quantity: 1 }],
              },
              carla,
            )
          ).id,
        );
      }
      await api.store.deliverMail();
      const pageOf = async (page: number) => {
        api.queries.reset();
        const { body } = await carla.request<{
          myOrderPage: { total: number; page: number; pageSize: number; totalPages: number; items: { id: string }[] };
        }>('query($p: Int!) { myOrderPage(page: $p) { total page pageSize totalPages items { id lines { name } } } }', {
          p: page,
        });
        return {
          page: body.data?.myOrderPage,
          statements: api.queries.count,
          error: body.errors?.[0]?.extensions?.code,
        };
      };
      const first = await pageOf(1);
      const second = await pageOf(2);
      // Before, every order of the account with its lines, on every visit (2,000 orders: 4.2 MB, 1.2–2 s).
      expect(first.page).toMatchObject({ total: 12, page: 1, pageSize: 10, totalPages: 2 });
      expect(first.page?.items).toHaveLength(10);
      expect(second.page?.items).toHaveLength(2);
      // Newest first across the pages, each order once.
      const seen = [...first.page!.items, ...second.page!.items].map((o) => o.id);
      expect(new Set(seen)).toEqual(new Set(placed));
      // The session, the page, its count (TypeORM leaves it out on a short last page) and the lines.
      expect(first.statements).toBe(4);
      expect(second.statements).toBeLessThanOrEqual(4);
      expect((await pageOf(0)).error).toBe('INVALID_PAGINATION');

      // The top bar's check reads no order: the session and one count.
      api.queries.reset();
      const { body } = await carla.request<{ myOrderCount: number }>('{ myOrderCount }');
      expect(body.data?.myOrderCount).toBe(12);
      expect(api.queries.count).toBe(2);
    });

    it('ordersByIds returns only real orders, with the same statements for one order as for many', async () => {
      const [a] = products as [CatalogueProduct];
      const first = await place({ lines: [{ productId: a.id, quantity: 1 }] });
      const second = await place({ lines: [{ productId: a.id, quantity: 1 }] });
      // The confirmation e-mails go first, so the mail worker's statements do not land in the count.
      await api.store.deliverMail();
      const list = async (ids: string[]) => {
        api.queries.reset();
        const { body } = await graphqlClient(api.url).request<{ ordersByIds: { id: string }[] }>(
          'query($ids: [ID!]!) { ordersByIds(ids: $ids) { id lines { name } } }',
          { ids },
        );
        return { ids: body.data?.ordersByIds.map((o) => o.id), statements: api.queries.count };
      };
      const one = await list([first.id]);
      const both = await list([first.id, 'b'.repeat(32), second.id]);
      expect(both.ids?.sort()).toEqual([first.id, second.id].sort());
      // Orders, then all their lines: the same statements for one order as for many.
      expect(both.statements).toBe(one.statements);

      const tooMany = await graphqlClient(api.url).request('query($ids: [ID!]!) { ordersByIds(ids: $ids) { id } }', {
        ids: Array.from({ length: 51 }, (_, i) => `id${i}`),
      });
      expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ORDERS');
    });
  });
});
