import sharp from 'sharp';
import { PRODUCT_ADMIN_MESSAGES } from '../../domain/catalog/product-admin';
import { PRODUCT_FORM_MESSAGES } from '../../domain/catalog/product-form';
import { PROMOTION_START_IN_PAST_MESSAGE } from '../../domain/catalog/promotion-start';
import { CATALOGUE_IMAGE_MESSAGES } from '../../domain/media/catalogue-image';
import { IMAGE_UPLOAD_MESSAGES } from '../../domain/media/image-upload';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { ADMIN_IMAGE_MESSAGES, ADMIN_IMAGES_PATH } from '../http/admin-images';
import { ADMIN_EMAIL, signedInAdmin, signedInCustomer, CUSTOMER_EMAIL } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { guestOrderInput } from '../testing/orders';

// 10:00 in Lima on 22 November 2026.
const NOW = '2026-11-22T15:00:00Z';
const TODAY = '2026-11-22';

const PRODUCT_FIELDS = /* GraphQL */ `
  __typename
  ... on Product {
    id
    name
    brandId
    categoryIds
    price { cents }
    originalPrice { cents }
    stock
    active
    carousel
    imageKeys
    imageUrls
    promotion { type discount startDate endDate status }
  }
  ... on InvalidInputError { errorCode message fieldErrors { field message } }
  ... on NotFoundError { errorCode message }
`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
// The form was opened on input()'s stock (7), unless a test says otherwise.
const UPDATE = `mutation($id: ID!, $input: ProductInput!, $expectedStock: Int! = 7) {
  updateProduct(id: $id, input: $input, expectedStock: $expectedStock) {
    ${PRODUCT_FIELDS}
    ... on ProductStockChangedError { errorCode message currentStock }
  }
}`;
const ADJUST = `mutation($id: ID!, $delta: Int!) { adjustProductStock(id: $id, delta: $delta) { ${PRODUCT_FIELDS} } }`;
const PLACE_ORDER = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($id: ID!) {
    deleteProduct(id: $id) {
      __typename
      ... on ProductDeleted {
        id
        message
        archived
      }
      ... on NotFoundError {
        errorCode
        message
      }
    }
  }
`;

interface ProductAnswer {
  __typename: string;
  id: string;
  name: string;
  categoryIds: string[];
  price: { cents: number };
  stock: number;
  carousel: boolean;
  imageKeys: string[];
  imageUrls: string[];
  promotion: { status: string } | null;
  errorCode?: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
}

const photo = (format: 'png' | 'jpeg' = 'jpeg', width = 40) =>
  sharp({ create: { width, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('admin products over GraphQL and the image upload route', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  let brandId: string;
  let inactiveBrandId: string;
  let categoryId: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, smtpUrl: smtp.url });
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api, CUSTOMER_EMAIL, { smtp });

    const db = api.store.dataSource;
    [{ id: brandId }] = await db.query(`SELECT id FROM brands WHERE active ORDER BY name LIMIT 1`);
    [{ id: inactiveBrandId }] = await db.query(
      `INSERT INTO brands (name, active) VALUES ('Retirada', false) RETURNING id`,
    );
    [{ id: categoryId }] = await db.query(`SELECT id FROM categories WHERE active ORDER BY name LIMIT 1`);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  async function upload(
    content: Buffer,
    options: {
      client?: GraphQLClient | null;
      name?: string;
      purpose?: string;
      index?: string;
      origin?: string | null;
    } = {},
  ) {
    const form = new FormData();
    form.set('purpose', options.purpose ?? 'product');
    form.set('index', options.index ?? '0');
    form.set('file', new Blob([new Uint8Array(content)]), options.name ?? 'Foto Ñandú.jpg');
    const client = options.client === undefined ? admin : options.client;
    const origin = options.origin === undefined ? api.url : options.origin;
    const response = await fetch(`${api.url}${ADMIN_IMAGES_PATH}`, {
      method: 'POST',
      body: form,
      headers: { ...(origin ? { origin } : {}), ...(client ? { cookie: cookieOf(client) } : {}) },
    });
    return {
      status: response.status,
      body: (await response.json()) as { key?: string; url?: string; errorCode?: string; message?: string },
    };
  }

  async function uploadedKeys(count: number): Promise<string[]> {
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await upload(await photo(), { index: String(i) });
      expect(answer.status).toBe(201);
      keys.push(answer.body.key!);
    }
    return keys;
  }

  const input = (imageKeys: string[], changes: Record<string, unknown> = {}) => ({
    name: 'Ñandú Nocturno',
    description: 'Notas de **vainilla**',
    brandId,
    categoryIds: [categoryId],
    originalPriceCents: 25_000,
    stock: 7,
    imageKeys,
    promotion: { isPromoted: true, type: 'PERCENTAGE', discount: 20, startDate: TODAY, endDate: '2026-11-30' },
    active: true,
    carousel: false,
    ...changes,
  });

  async function create(variables: Record<string, unknown>): Promise<ProductAnswer> {
    const { body } = await admin.request<{ createProduct: ProductAnswer }>(CREATE, { input: variables });
    expect(body.errors).toBeUndefined();
    return body.data!.createProduct;
  }

  describe('POST /api/admin/images', () => {
    it('stores an admin’s photo re-encoded under products/{timestamp}-{index}-{safe name} and serves it', async () => {
      const answer = await upload(await photo('jpeg'), { index: '3' });
      expect(answer.status).toBe(201);
      expect(answer.body.key).toBe(`products/${new Date(NOW).getTime()}-3-foto-nandu.jpg`);
      const served = await fetch(`${api.url}${answer.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const variant = await fetch(`${api.url}${answer.body.url}?w=320&fmt=webp`);
      expect(variant.headers.get('content-type')).toBe('image/webp');
    });

    it('takes a PNG named .jpg as the PNG it is', async () => {
      const answer = await upload(await photo('png'), { name: 'logo.jpg', purpose: 'brand' });
      expect(answer).toEqual({
        status: 201,
        body: { key: `brands/${new Date(NOW).getTime()}-logo.png`, url: expect.stringMatching(/logo\.png$/) },
      });
    });

    it('refuses guests (401) and customers (403) before reading the file', async () => {
      expect(await upload(await photo(), { client: null })).toEqual({
        status: 401,
        body: { errorCode: 'UNAUTHENTICATED', message: ADMIN_IMAGE_MESSAGES.signIn },
      });
      expect(await upload(await photo(), { client: customer })).toEqual({
        status: 403,
        body: { errorCode: 'FORBIDDEN', message: ADMIN_IMAGE_MESSAGES.adminsOnly },
      });
    });

    it('refuses a request from another site, even with the admin’s cookie', async () => {
      expect(await upload(await photo(), { origin: 'https://evil.example' })).toMatchObject({
        status: 403,
        body: { errorCode: 'CROSS_SITE_REQUEST' },
      });
      expect((await upload(await photo(), { origin: null })).status).toBe(403);
    });

    it('refuses a text file (415), a 6 MB file (413) and an unknown purpose (400)', async () => {
      expect(await upload(Buffer.from('hola, no soy una imagen'), { name: 'foto.png' })).toEqual({
        status: 415,
        body: { errorCode: 'IMAGE_NOT_ALLOWED', message: IMAGE_UPLOAD_MESSAGES.notAnImage },
      });
      expect(await upload(Buffer.alloc(6 * 1024 * 1024, 1))).toEqual({
        status: 413,
        body: { errorCode: 'IMAGE_TOO_LARGE', message: IMAGE_UPLOAD_MESSAGES.tooLarge },
      });
      expect(await upload(await photo(), { purpose: 'stories' })).toMatchObject({
        status: 400,
        body: { errorCode: 'IMAGE_PURPOSE_INVALID' },
      });
    });
  });

  it('creates a product with uploaded images; the server computes the price and the storefront shows it', async () => {
    const keys = await uploadedKeys(3);
    const product = await create(input(keys));
    expect(product).toMatchObject({
      __typename: 'Product',
      name: 'Ñandú Nocturno',
      categoryIds: [categoryId],
      price: { cents: 20_000 },
      imageKeys: keys,
      promotion: { status: 'ACTIVE' },
    });
    const { body } = await api.graphql<{ product: { id: string; price: { cents: number } } }>(
      `{ product(id: "${product.id}") { id price { cents } } }`,
    );
    expect(body.data?.product).toEqual({ id: product.id, price: { cents: 20_000 } });
  });

  it('refuses every broken rule with its field and Spanish message, and writes nothing', async () => {
    const [key] = await uploadedKeys(1);
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ imageKeys: [] }, { field: 'images', message: PRODUCT_FORM_MESSAGES.imageRequired }],
      [
        { imageKeys: ['products/1764000000000-0-nunca-subida.jpg'] },
        { field: 'images', message: CATALOGUE_IMAGE_MESSAGES.notUploaded },
      ],
      [
        { brandId: inactiveBrandId },
        { field: 'brandId', message: 'La marca seleccionada está inactiva. Elige una marca activa.' },
      ],
      [
        { promotion: { isPromoted: true, type: 'PERCENTAGE', discount: 120, startDate: TODAY } },
        { field: 'discount', message: PRODUCT_FORM_MESSAGES.percentTooHigh },
      ],
      [
        { promotion: { isPromoted: true, type: 'FIXED', discount: 251, startDate: TODAY } },
        { field: 'discount', message: PRODUCT_FORM_MESSAGES.fixedTooHigh },
      ],
      [
        { promotion: { isPromoted: true, type: 'FIXED', discount: 0, startDate: TODAY } },
        { field: 'discount', message: PRODUCT_FORM_MESSAGES.discountNotPositive },
      ],
      [
        {
          promotion: {
            isPromoted: true,
            type: 'PERCENTAGE',
            discount: 10,
            startDate: '2026-11-25',
            endDate: '2026-11-24',
          },
        },
        { field: 'promotionEndDate', message: PRODUCT_FORM_MESSAGES.endBeforeStart },
      ],
      [
        { promotion: { isPromoted: true, type: 'PERCENTAGE', discount: 10, startDate: '2026-11-21' } },
        { field: 'promotionStartDate', message: PROMOTION_START_IN_PAST_MESSAGE },
      ],
      [{ categoryIds: [] }, { field: 'categoryIds', message: PRODUCT_FORM_MESSAGES.categoryRequired }],
      [{ originalPriceCents: -1 }, { field: 'originalPrice', message: PRODUCT_FORM_MESSAGES.originalPriceNegative }],
      [{ brandId: 'no-es-un-id' }, { field: 'brandId', message: 'La marca seleccionada ya no existe. Elige otra.' }],
    ];
    const [{ count: before }] = await api.store.dataSource.query(`SELECT count(*)::int AS count FROM products`);
    for (const [changes, fieldError] of cases) {
      const answer = await create(input([key!], changes));
      expect({ changes, typename: answer.__typename, fieldErrors: answer.fieldErrors }).toEqual({
        changes,
        typename: 'InvalidInputError',
        fieldErrors: [fieldError],
      });
      expect(answer).toMatchObject({ errorCode: 'PRODUCT_INVALID', message: fieldError.message });
    }
    const [{ count: after }] = await api.store.dataSource.query(`SELECT count(*)::int AS count FROM products`);
    expect(after).toBe(before);
  });

  it('refuses a 6th image', async () => {
    const keys = await uploadedKeys(5);
    const product = await create(input(keys));
    const [sixth] = await uploadedKeys(1);
    const { body } = await admin.request<{ updateProduct: ProductAnswer }>(UPDATE, {
      id: product.id,
      input: input([...keys, sixth!]),
    });
    expect(body.data?.updateProduct).toMatchObject({
      __typename: 'InvalidInputError',
      fieldErrors: [{ field: 'images', message: PRODUCT_FORM_MESSAGES.tooManyImages }],
    });
  });

  it('updates a product, reorders its images and deletes the removed one from storage', async () => {
    const keys = await uploadedKeys(3);
    const product = await create(input(keys));
    const { body } = await admin.request<{ updateProduct: ProductAnswer }>(UPDATE, {
      id: product.id,
      input: input([keys[2]!, keys[0]!], { name: 'Ñandú Nocturno Intenso', categoryIds: [categoryId] }),
    });
    expect(body.data?.updateProduct).toMatchObject({ name: 'Ñandú Nocturno Intenso', imageKeys: [keys[2], keys[0]] });
    expect((await fetch(`${api.url}/files/${keys[1]}`)).status).toBe(404);
    expect((await fetch(`${api.url}/files/${keys[0]}`)).status).toBe(200);

    const missing = await admin.request<{ updateProduct: ProductAnswer }>(UPDATE, {
      id: '00000000-0000-4000-8000-000000000000',
      input: input(keys),
    });
    expect(missing.body.data?.updateProduct).toEqual({
      __typename: 'NotFoundError',
      errorCode: 'PRODUCT_NOT_FOUND',
      message: 'Producto con ID 00000000-0000-4000-8000-000000000000 no encontrado',
    });
  });

  it('a stale form never sells a unit twice: the stock left as opened is not written; a new one over a change is refused (issue 24)', async () => {
    const product = await create(
      input(await uploadedKeys(1), { stock: 1, promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0 } }),
    );
    // Two customers order the last unit (placing takes no stock); the shop processes both.
    const orderIds: string[] = [];
    for (const key of ['stale-form-order-1', 'stale-form-order-2']) {
      const placed = await graphqlClient(api.url).request<{ placeOrder: { __typename: string; id: string } }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on Order { id } } }`,
        { input: await guestOrderInput(api, { productId: product.id, idempotencyKey: `${key}-abcdefgh` }) },
      );
      expect(placed.body.data?.placeOrder.__typename).toBe('Order');
      orderIds.push(placed.body.data!.placeOrder.id);
    }
    const status = async (orderId: string, to: string) =>
      (
        await admin.request<{ changeOrderStatus: { __typename: string; errorCode?: string } }>(
          `mutation($id: ID!, $to: OrderStatus!) { changeOrderStatus(orderId: $id, status: $to) {
            __typename ... on ErrorResult { errorCode } } }`,
          { id: orderId, to },
        )
      ).body.data!.changeOrderStatus;
    for (const id of orderIds) expect((await status(id, 'PROCESSING')).__typename).toBe('Order');

    // The admin opens the form (stock 1); meanwhile the first order completes (stock 0).
    expect((await status(orderIds[0]!, 'COMPLETED')).__typename).toBe('Order');
    // Saving the form to fix the description leaves the stock alone: the second order cannot take a unit.
    const saved = await admin.request<{ updateProduct: ProductAnswer }>(UPDATE, {
      id: product.id,
      expectedStock: 1,
      input: input(product.imageKeys, {
        stock: 1,
        description: 'Otra descripción',
        promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0 },
      }),
    });
    expect(saved.body.data?.updateProduct).toMatchObject({ __typename: 'Product', stock: 0 });
    expect(await status(orderIds[1]!, 'COMPLETED')).toMatchObject({ errorCode: 'STOCK_INSUFFICIENT' });

    // A new number typed over a stock that changed since is refused with the current stock.
    const refused = await admin.request<{ updateProduct: ProductAnswer }>(UPDATE, {
      id: product.id,
      expectedStock: 1,
      input: input(product.imageKeys, { stock: 5, promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0 } }),
    });
    expect(refused.body.data?.updateProduct).toEqual({
      __typename: 'ProductStockChangedError',
      errorCode: 'PRODUCT_STOCK_CHANGED',
      message: 'El stock cambió mientras editabas: ahora hay 0 unidades. Revisa el stock y vuelve a guardar.',
      currentStock: 0,
    });
    const again = await admin.request<{ updateProduct: ProductAnswer }>(UPDATE, {
      id: product.id,
      expectedStock: 0,
      input: input(product.imageKeys, { stock: 5, promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0 } }),
    });
    expect(again.body.data?.updateProduct).toMatchObject({ __typename: 'Product', stock: 5 });

    // The admin sees every movement, newest first, with the order or the admin behind it.
    const { body } = await admin.request<{
      productStockMovements: { total: number; items: Record<string, unknown>[] };
    }>(
      `query($id: ID!) { productStockMovements(productId: $id, pageSize: 10) {
        total items { reason reasonLabel stockDelta stockAfter heldDelta orderId orderShortId adminEmail } } }`,
      { id: product.id },
    );
    expect(body.data?.productStockMovements).toEqual({
      total: 3,
      items: [
        {
          reason: 'PRODUCT_FORM',
          reasonLabel: 'Formulario del producto',
          stockDelta: 5,
          stockAfter: 5,
          heldDelta: 0,
          orderId: null,
          orderShortId: null,
          adminEmail: ADMIN_EMAIL,
        },
        {
          reason: 'ORDER_COMPLETED',
          reasonLabel: 'Pedido completado',
          stockDelta: -1,
          stockAfter: 0,
          heldDelta: 0,
          orderId: orderIds[0],
          orderShortId: orderIds[0]!.slice(-6),
          adminEmail: ADMIN_EMAIL,
        },
        {
          reason: 'PRODUCT_CREATED',
          reasonLabel: 'Producto creado',
          stockDelta: 1,
          stockAfter: 1,
          heldDelta: 0,
          orderId: null,
          orderShortId: null,
          adminEmail: ADMIN_EMAIL,
        },
      ],
    });
  });

  it('adjusts stock with − and +, never below 0, and toggles the carousel', async () => {
    const product = await create(input(await uploadedKeys(1), { stock: 1 }));
    const adjust = async (delta: number) =>
      (await admin.request<{ adjustProductStock: ProductAnswer }>(ADJUST, { id: product.id, delta })).body.data!
        .adjustProductStock;
    expect((await adjust(-1)).stock).toBe(0);
    expect((await adjust(-1)).stock).toBe(0);
    expect((await adjust(1)).stock).toBe(1);
    expect(await adjust(1_000_000)).toMatchObject({
      __typename: 'InvalidInputError',
      errorCode: 'STOCK_ADJUSTMENT_INVALID',
    });

    const { body } = await admin.request<{ setProductCarousel: ProductAnswer }>(
      `mutation($id: ID!) { setProductCarousel(id: $id, carousel: true) { ${PRODUCT_FIELDS} } }`,
      { id: product.id },
    );
    expect(body.data?.setProductCarousel).toMatchObject({ carousel: true });
  });

  it('deletes a product never ordered, and archives one that orders name (gone from every list)', async () => {
    const keys = await uploadedKeys(1);
    const lonely = await create(input(keys));
    const ordered = await create(input(await uploadedKeys(1), { name: 'Pedido Antes' }));
    const placed = await graphqlClient(api.url).request<{ placeOrder: { __typename: string } }>(PLACE_ORDER, {
      input: await guestOrderInput(api, { productId: ordered.id, idempotencyKey: 'admin-products-archive-1' }),
    });
    expect(placed.body.data?.placeOrder.__typename).toBe('Order');

    const first = await admin.request<{ deleteProduct: unknown }>(DELETE, { id: lonely.id });
    expect(first.body.data?.deleteProduct).toEqual({
      __typename: 'ProductDeleted',
      id: lonely.id,
      message: PRODUCT_ADMIN_MESSAGES.deleted,
      archived: false,
    });
    expect((await fetch(`${api.url}/files/${keys[0]}`)).status).toBe(404);
    const again = await admin.request<{ deleteProduct: unknown }>(DELETE, { id: lonely.id });
    expect(again.body.data?.deleteProduct).toMatchObject({
      __typename: 'NotFoundError',
      errorCode: 'PRODUCT_NOT_FOUND',
    });

    const archived = await admin.request<{ deleteProduct: unknown }>(DELETE, { id: ordered.id });
    expect(archived.body.data?.deleteProduct).toMatchObject({ __typename: 'ProductDeleted', archived: true });
    const lists = await api.graphql<{
      product: unknown;
      products: { items: { id: string }[] };
      searchProducts: { id: string }[];
      cartQuote: { lines: { product: unknown; change: string }[] };
    }>(
      `{ product(id: "${ordered.id}") { id } products(pageSize: 100) { items { id } } searchProducts(query: "Pedido Antes") { id }
         cartQuote(lines: [{ productId: "${ordered.id}", quantity: 1 }]) { lines { product { id } change } } }`,
    );
    expect(lists.body.data?.product).toBeNull();
    expect(lists.body.data?.products.items.map((p) => p.id)).not.toContain(ordered.id);
    expect(lists.body.data?.searchProducts).toEqual([]);
    expect(lists.body.data?.cartQuote.lines.filter((line) => line.product !== null)).toEqual([]);
    const adminList = await admin.request<{ adminProducts: { items: { id: string }[] } }>(
      '{ adminProducts(pageSize: 100) { items { id } } }',
    );
    expect(adminList.body.data?.adminProducts.items.map((p) => p.id)).not.toContain(ordered.id);
    const [{ lines }] = await api.store.dataSource.query(
      `SELECT count(*)::int AS lines FROM order_lines WHERE product_id = $1`,
      [ordered.id],
    );
    expect(lines).toBe(1);
  });

  it('switches off expired promotions in bulk with the count', async () => {
    const db = api.store.dataSource;
    await db.query(`UPDATE products SET is_promoted = false`);
    await db.query(
      `UPDATE products SET is_promoted = true, discount = 10, promotion_start_date = '2026-11-01', promotion_end_date = '2026-11-21'
       WHERE id IN (SELECT id FROM products WHERE archived_at IS NULL ORDER BY id LIMIT 2)`,
    );
    const { body } = await admin.request<{ switchOffExpiredPromotions: { count: number; message: string } }>(
      'mutation { switchOffExpiredPromotions { count message } }',
    );
    expect(body.data?.switchOffExpiredPromotions).toEqual({
      count: 2,
      message: 'Se han desactivado 2 promociones expiradas',
    });
    const [{ left }] = await db.query(`SELECT count(*)::int AS left FROM products WHERE is_promoted`);
    expect(left).toBe(0);
  });

  it('pages every product for the admin with accent-insensitive search, filters, and the stat cards', async () => {
    await create(input(await uploadedKeys(1), { name: 'Ébano Secreto', active: false }));
    type Page = { items: { name: string; active: boolean; brand: { name: string } | null }[]; total: number };
    const page = async (args: string) => {
      const { body } = await admin.request<{ adminProducts: Page }>(
        `{ adminProducts${args} { items { name active brand { name } } total } }`,
      );
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.adminProducts;
    };
    expect((await page('(search: "EBANO")')).items).toEqual([
      { name: 'Ébano Secreto', active: false, brand: { name: expect.any(String) } },
    ]);
    const db = api.store.dataSource;
    const [counts] = await db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE active)::int AS active,
              count(*) FILTER (WHERE NOT active)::int AS inactive, count(*) FILTER (WHERE carousel)::int AS carousel,
              count(*) FILTER (WHERE is_promoted)::int AS promoted,
              count(*) FILTER (WHERE active AND stock <= 5)::int AS "lowStock"
         FROM products WHERE archived_at IS NULL`,
    );
    const first = await page('');
    expect([first.total, first.items.length]).toEqual([counts.total, Math.min(25, counts.total)]);
    expect((await page('(active: false)')).total).toBe(counts.inactive);
    expect((await page('(carousel: true)')).total).toBe(counts.carousel);
    expect((await page('(promoted: true)')).total).toBe(counts.promoted);
    const low = await page('(lowStock: true, pageSize: 100)');
    const stats = await admin.request<{ productStatistics: Record<string, number> }>(
      '{ productStatistics { total active promoted carousel upcomingPromotions activePromotions lowStock } }',
    );
    expect(stats.body.data?.productStatistics).toMatchObject({
      total: counts.total,
      active: counts.active,
      carousel: counts.carousel,
      promoted: counts.promoted,
      lowStock: counts.lowStock,
    });
    // The card, the filter and the dashboard count low stock by one rule.
    const dashboard = await admin.request<{ adminDashboard: { lowStockCount: number } }>(
      '{ adminDashboard { lowStockCount } }',
    );
    expect([low.total, dashboard.body.data?.adminDashboard.lowStockCount]).toEqual([counts.lowStock, counts.lowStock]);
  });

  it('answers a page of products with the same SQL statements whatever the filter', async () => {
    const statements = async (args: string) => {
      // Earlier tests' e-mails are delivered first: their delivery's statements are not this request's.
      await api.store.deliverMail();
      api.queries.reset();
      const { body } = await admin.request(
        `{ adminProducts${args} { items { id brand { name } categories { name } restockWaiting } total } }`,
      );
      expect(body.errors).toBeUndefined();
      // The background workers' polls and clean-ups (mail outbox, scheduled jobs) share the logger, not the request.
      return api.queries.requestStatements.length;
    };
    // The session (with its account, one statement) and the page with its brands, categories, waiting counts and total in
    // one statement, whatever the sort ('Primero los más esperados' too).
    expect([
      await statements(''),
      await statements('(search: "dior", lowStock: false)'),
      await statements('(active: true, promoted: false, carousel: false, pageSize: 100)'),
      await statements('(sort: MOST_WAITED)'),
      await statements('(sort: MOST_WAITED, search: "dior", page: 2, pageSize: 2)'),
    ]).toEqual([2, 2, 2, 2, 2]);
  });

  it('refuses customers and guests on every admin product operation', async () => {
    for (const client of [customer, graphqlClient(api.url)]) {
      const { body } = await client.request(CREATE, { input: input([]) });
      expect(body.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      expect(body.data?.createProduct ?? null).toBeNull();
    }
  });
});
