import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { signedInAdmin, signedInCustomer, CUSTOMER_EMAIL } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { shownTotal } from '../testing/shown-total';

const NOW = '2026-11-22T15:00:00Z';

const PLACE_ORDER = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on Order {
        id
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const CHANGE_STATUS = /* GraphQL */ `
  mutation Change($orderId: ID!, $status: OrderStatus!) {
    changeOrderStatus(orderId: $orderId, status: $status) {
      __typename
      ... on Order {
        id
        status
        statusLabel
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on OrderTransitionError {
        from
        to
      }
      ... on StockShortageError {
        shortages {
          productId
          productName
          requested
          available
        }
      }
    }
  }
`;

const SET_LINK = /* GraphQL */ `
  mutation SetLink($orderId: ID!, $link: String!) {
    setPaymentLink(orderId: $orderId, link: $link) {
      __typename
      ... on Order {
        id
        paymentLink
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on InvalidInputError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

const ADMIN_ORDER = /* GraphQL */ `
  query AdminOrder($id: ID!) {
    adminOrder(id: $id) {
      id
      shortId
      status
      paymentLink
      statusHistory {
        from
        to
        at
        adminEmail
      }
    }
  }
`;

interface Answer {
  __typename: string;
  id?: string;
  status?: string;
  statusLabel?: string;
  paymentLink?: string | null;
  errorCode?: string;
  message?: string;
  from?: string;
  to?: string;
  shortages?: { productId: string; productName: string; requested: number; available: number }[];
  fieldErrors?: { field: string; message: string }[];
}

interface Product {
  id: string;
  name: string;
  stock: number;
}

describe('admin orders over GraphQL', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  let products: Product[];
  let keys = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({
      clock: fixedClock(NOW),
      seed: true,
      smtpUrl: smtp.url,
      publicUrl: 'https://tienda.pe',
    });
    const { body } = await api.graphql<{ products: { items: Product[] } }>(
      '{ products(pageSize: 50, active: true) { items { id name stock } } }',
    );
    products = body.data!.products.items.filter((p) => p.stock >= 4);

    admin = await signedInAdmin(api);

    customer = await signedInCustomer(api, CUSTOMER_EMAIL, { smtp });
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  async function placeOrder(lines: { productId: string; quantity: number }[]): Promise<string> {
    const { body } = await graphqlClient(api.url).request<{ placeOrder: Answer }>(PLACE_ORDER, {
      input: {
        idempotencyKey: `admin-orders-${++keys}-abcdefgh`,
        customer: {
          firstName: 'Lucía',
          lastName: 'Quispe Huamán',
          email: 'lucia@correo.pe',
          documentType: 'DNI',
          documentNumber: '45678912',
          phone: '987654321',
        },
        shippingMethod: 'regular',
        paymentMethod: 'izipay',
        lines,
        expectedTotalCents: await shownTotal(api.url, lines, 'izipay'),
      },
    });
    expect(body.data?.placeOrder.__typename).toBe('Order');
    return body.data!.placeOrder.id!;
  }
  const change = async (orderId: string, status: string, client = admin) => {
    const { body } = await client.request<{ changeOrderStatus: Answer }>(CHANGE_STATUS, { orderId, status });
    return body;
  };
  const setLink = async (orderId: string, link: string) =>
    (await admin.request<{ setPaymentLink: Answer }>(SET_LINK, { orderId, link })).body.data!.setPaymentLink;
  const stockOf = async (productId: string): Promise<number> =>
    (await api.database.dataSource.query('SELECT stock FROM products WHERE id = $1', [productId]))[0].stock;

  it('refuses every admin operation to guests and customers', async () => {
    const orderId = await placeOrder([{ productId: products[0]!.id, quantity: 1 }]);
    for (const [client, code] of [
      [graphqlClient(api.url), 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
    ] as const) {
      expect((await change(orderId, 'PROCESSING', client)).errors?.map((e) => e.extensions?.code)).toEqual([code]);
      const link = await client.request(SET_LINK, { orderId, link: 'https://pago.pe/x' });
      expect(link.body.errors?.map((e) => e.extensions?.code)).toEqual([code]);
      const read = await client.request(ADMIN_ORDER, { id: orderId });
      expect(read.body.errors?.map((e) => e.extensions?.code)).toEqual([code]);
    }
    expect(
      (await admin.request<{ adminOrder: Answer }>(ADMIN_ORDER, { id: orderId })).body.data?.adminOrder,
    ).toMatchObject({
      status: 'PENDING',
      statusHistory: [],
    });
  });

  it('walks an order through process → link → complete: the stock falls once, the history names the admin', async () => {
    const product = products[1]!;
    const before = await stockOf(product.id);
    const orderId = await placeOrder([{ productId: product.id, quantity: 2 }]);

    expect((await change(orderId, 'PROCESSING')).data?.changeOrderStatus).toMatchObject({
      __typename: 'Order',
      status: 'PROCESSING',
      statusLabel: 'En Proceso',
    });
    expect(await setLink(orderId, ' pago.izipay.pe/abc123 ')).toEqual({
      __typename: 'Order',
      id: orderId,
      paymentLink: 'https://pago.izipay.pe/abc123',
    });
    // The customer's link shows it.
    const seen = await api.graphql<{ order: { paymentLink: string } }>(`{ order(id: "${orderId}") { paymentLink } }`);
    expect(seen.body.data?.order.paymentLink).toBe('https://pago.izipay.pe/abc123');

    expect((await change(orderId, 'COMPLETED')).data?.changeOrderStatus).toMatchObject({ status: 'COMPLETED' });
    expect(await stockOf(product.id)).toBe(before - 2);
    // A second click answers the completed order and takes nothing more.
    expect((await change(orderId, 'COMPLETED')).data?.changeOrderStatus).toMatchObject({ status: 'COMPLETED' });
    expect(await stockOf(product.id)).toBe(before - 2);

    const { body } = await admin.request<{ adminOrder: { statusHistory: unknown[] } }>(ADMIN_ORDER, { id: orderId });
    expect(body.data?.adminOrder.statusHistory).toEqual([
      { from: 'PENDING', to: 'PROCESSING', at: NOW.replace('Z', '.000Z'), adminEmail: 'duena@esencia.pe' },
      { from: 'PROCESSING', to: 'COMPLETED', at: NOW.replace('Z', '.000Z'), adminEmail: 'duena@esencia.pe' },
    ]);
  });

  it('never shows the status history to customers: the Order type has no such field', async () => {
    const orderId = await placeOrder([{ productId: products[0]!.id, quantity: 1 }]);
    const { body } = await api.graphql(`{ order(id: "${orderId}") { id statusHistory { from } } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a move the workflow does not have, with both states', async () => {
    const orderId = await placeOrder([{ productId: products[0]!.id, quantity: 1 }]);
    expect((await change(orderId, 'COMPLETED')).data?.changeOrderStatus).toEqual({
      __typename: 'OrderTransitionError',
      errorCode: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'No se puede cambiar una orden Pendiente a Completada',
      from: 'PENDING',
      to: 'COMPLETED',
    });
    await change(orderId, 'CANCELLED');
    expect((await change(orderId, 'PROCESSING')).data?.changeOrderStatus).toMatchObject({
      __typename: 'OrderTransitionError',
      message: 'No se puede cambiar una orden Cancelada a En Proceso',
    });
  });

  it('refuses to complete without stock: every shortage, the toast text, and nothing changed', async () => {
    const [a, b] = [products[2]!, products[3]!];
    const orderId = await placeOrder([
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 1 },
    ]);
    await change(orderId, 'PROCESSING');
    await api.database.dataSource.query('UPDATE products SET stock = 1 WHERE id = $1', [a.id]);
    const stockB = await stockOf(b.id);

    expect((await change(orderId, 'COMPLETED')).data?.changeOrderStatus).toEqual({
      __typename: 'StockShortageError',
      errorCode: 'STOCK_INSUFFICIENT',
      message: `No se puede completar la orden:\n${a.name}: solicitado 3, disponible 1`,
      shortages: [{ productId: a.id, productName: a.name, requested: 3, available: 1 }],
    });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([1, stockB]);
    const { body } = await admin.request<{ adminOrder: Answer }>(ADMIN_ORDER, { id: orderId });
    expect(body.data?.adminOrder).toMatchObject({ status: 'PROCESSING' });
  });

  it('refuses a javascript: link, and any link outside processing, in Spanish', async () => {
    const orderId = await placeOrder([{ productId: products[0]!.id, quantity: 1 }]);
    expect(await setLink(orderId, 'https://pago.izipay.pe/x')).toEqual({
      __typename: 'PaymentLinkNotEditableError',
      errorCode: 'PAYMENT_LINK_NOT_EDITABLE',
      message: 'Solo se puede actualizar el enlace de pago cuando la orden está en proceso',
    });
    await change(orderId, 'PROCESSING');
    const refused = await setLink(orderId, 'javascript:alert(document.cookie)');
    expect(refused).toMatchObject({
      __typename: 'InvalidInputError',
      errorCode: 'PAYMENT_LINK_INVALID',
      fieldErrors: [{ field: 'link', message: refused.message }],
    });
    expect(refused.message).toMatch(/^El enlace de pago debe ser una dirección web/);
    const { body } = await admin.request<{ adminOrder: Answer }>(ADMIN_ORDER, { id: orderId });
    expect(body.data?.adminOrder.paymentLink).toBeNull();
  });

  it('answers an unknown order, and a status outside the enum, without a server error', async () => {
    expect((await change('x'.repeat(32), 'PROCESSING')).data?.changeOrderStatus).toEqual({
      __typename: 'OrderNotFoundError',
      errorCode: 'ORDER_NOT_FOUND',
      message: 'Pedido no encontrado',
    });
    expect((await setLink('nope', 'https://pago.pe/x')).errorCode).toBe('ORDER_NOT_FOUND');
    const bad = await change('x'.repeat(32), 'SHIPPED');
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(bad.errors?.[0]?.message).toMatch(/no es válido/);
    expect((await admin.request<{ adminOrder: null }>(ADMIN_ORDER, { id: 'nope' })).body.data?.adminOrder).toBeNull();
  });

  it('pages orders oldest first (newest first on request), filtered by status, Lima days and search', async () => {
    const orderId = await placeOrder([{ productId: products[0]!.id, quantity: 1 }]);
    await change(orderId, 'PROCESSING');
    type Page = { items: { id: string; status: string; createdAt: string }[]; total: number; totalPages: number };
    const page = async (args: string) => {
      const { body } = await admin.request<{ adminOrders: Page }>(
        `{ adminOrders${args} { items { id status createdAt } total totalPages } }`,
      );
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.adminOrders;
    };
    const list = async (args: string) => (await page(args)).items;

    const all = await page('(pageSize: 100)');
    expect(all.total).toBeGreaterThan(3);
    expect(all.items).toHaveLength(all.total);
    expect(all.items.map((o) => o.createdAt)).toEqual([...all.items.map((o) => o.createdAt)].sort());
    const newest = await list('(sort: NEWEST, pageSize: 100)');
    expect(newest.map((o) => o.id)).toEqual([...all.items].reverse().map((o) => o.id));
    expect((await list('(status: PROCESSING)')).every((o) => o.status === 'PROCESSING')).toBe(true);
    expect((await list(`(search: "${orderId.slice(-6).toUpperCase()}")`)).map((o) => o.id)).toEqual([orderId]);
    expect((await page('(search: "quispe huaman")')).total).toBe(all.total);
    expect(await list('(search: "nadie-con-este-nombre")')).toEqual([]);
    // Placed today (2026-11-22 in Lima), none the day before.
    expect((await page('(from: "2026-11-22", to: "2026-11-22")')).total).toBe(all.total);
    expect((await page('(to: "2026-11-21")')).total).toBe(0);

    const second = await page('(page: 2, pageSize: 2)');
    expect([second.items.map((o) => o.id), second.total, second.totalPages]).toEqual([
      all.items.slice(2, 4).map((o) => o.id),
      all.total,
      Math.ceil(all.total / 2),
    ]);
  });

  it('refuses a bad page or date range with a Spanish message, not a server error', async () => {
    const refused = async (args: string) => (await admin.request(`{ adminOrders${args} { total } }`)).body.errors?.[0];
    expect(await refused('(pageSize: 500)')).toMatchObject({
      extensions: { code: 'INVALID_PAGINATION' },
      message: 'El tamaño de página debe ser un número entero entre 1 y 100',
    });
    expect(await refused('(from: "2026-13-01")')).toMatchObject({
      extensions: { code: 'INVALID_DATE_RANGE' },
      message: 'La fecha "desde" no es válida (AAAA-MM-DD).',
    });
    // Year 0: JavaScript's Date takes it, PostgreSQL does not (it was an INTERNAL_SERVER_ERROR).
    expect(await refused('(from: "0000-01-01", to: "2026-11-01")')).toMatchObject({
      extensions: { code: 'INVALID_DATE_RANGE' },
      message: 'La fecha "desde" no es válida (AAAA-MM-DD).',
    });
    expect(await refused('(to: "0000-12-31")')).toMatchObject({
      extensions: { code: 'INVALID_DATE_RANGE' },
      message: 'La fecha "hasta" no es válida (AAAA-MM-DD).',
    });
    expect(
      (await admin.request('{ adminOrders(from: "0001-01-01", to: "9999-12-31") { total } }')).body.errors,
    ).toBeUndefined();
    expect(await refused('(from: "2026-11-22", to: "2026-11-01")')).toMatchObject({
      extensions: { code: 'INVALID_DATE_RANGE' },
    });
  });

  it('answers a page with the same SQL statements whatever the filter or the number of orders', async () => {
    const statements = async (args: string) => {
      api.queries.reset();
      const { body } = await admin.request(`{ adminOrders${args} { items { id lines { productId } } total } }`);
      expect(body.errors).toBeUndefined();
      return api.queries.count;
    };
    await placeOrder([{ productId: products[0]!.id, quantity: 1 }]);
    await api.store.deliverMail();
    const before = await statements('');
    for (let i = 0; i < 3; i++) await placeOrder([{ productId: products[1]!.id, quantity: 1 }]);
    await api.store.deliverMail();
    // The session (with its account, one statement), the page, its count and its lines.
    expect([
      before,
      await statements(''),
      await statements('(status: PENDING, sort: NEWEST)'),
      await statements('(search: "quispe", from: "2026-11-01", pageSize: 1)'),
      // A later page (its count first, then the page from the nearer end), and the last one.
      await statements('(page: 2, pageSize: 1)'),
      await statements('(page: 4, pageSize: 1, sort: NEWEST)'),
    ]).toEqual([4, 4, 4, 4, 4, 4]);
  });
});
