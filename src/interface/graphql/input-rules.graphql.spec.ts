import { signedInAdmin, signedInCustomer } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { graphqlClient } from '../testing/graphql-client';
import { guestOrderInput, productInStock } from '../testing/orders';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';
const NUL = '\u0000';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * One input rule at the edge for every GraphQL text argument (issue 25): control characters (a NUL byte, which
 * PostgreSQL cannot even store) and over-long texts are refused with the field's Spanish message before any
 * resolver runs, never an INTERNAL_SERVER_ERROR; the domain's e-mail rule for every e-mail (the checkout's
 * too); and prices and totals bounded so an admin's price cannot make a cart a 500.
 */
describe('input rules at the edge: control characters, lengths, e-mails, prices', () => {
  let api: TestStore;
  let admin: GraphQLClient;
  let productId: string;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW), seed: true });
    admin = await signedInAdmin(api);
    productId = await productInStock(api, 2);
  }, 60_000);

  afterAll(() => api.stop());

  const refusedWith = (answer: Answer, message: string) => {
    expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(answer.body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')).toBe(false);
  };

  it('refuses a NUL byte in searchProducts and in the eight admin searches with a Spanish message, never a 500', async () => {
    const search = await graphqlClient(api.url).request('query($q: String!) { searchProducts(query: $q) { id } }', {
      q: `rosa${NUL}`,
    });
    refusedWith(search, 'La búsqueda tiene caracteres no permitidos.');
    for (const field of [
      'adminBrandPage(search: $s) { total }',
      'adminCategoryPage(search: $s) { total }',
      'adminOrders(search: $s) { total }',
      'adminProducts(search: $s) { total }',
      'adminStories(search: $s) { __typename }',
      'assistedOrderProducts(search: $s) { id }',
    ]) {
      const type = field.startsWith('assisted') ? 'String!' : 'String';
      const answer = await admin.request(`query($s: ${type}) { ${field} }`, { s: `a${NUL}b` });
      expect({ field, errors: answer.body.errors?.map((error) => [error.message, error.extensions?.code]) }).toEqual({
        field,
        errors: [['La búsqueda tiene caracteres no permitidos.', 'BAD_USER_INPUT']],
      });
    }
  });

  it('refuses a NUL byte in createBrand and createCategory, creating nothing', async () => {
    const before = await api.store.dataSource.query(
      'SELECT (SELECT count(*) FROM brands) + (SELECT count(*) FROM categories) AS n',
    );
    refusedWith(
      await admin.request('mutation($i: BrandInput!) { createBrand(input: $i) { __typename } }', {
        i: { name: `Marca${NUL}`, active: true },
      }),
      'El nombre tiene caracteres no permitidos.',
    );
    refusedWith(
      await admin.request('mutation($i: CategoryInput!) { createCategory(input: $i) { __typename } }', {
        i: { name: 'Cítricos', description: `Frescos${NUL}\u0007`, active: true },
      }),
      'La descripción tiene caracteres no permitidos.',
    );
    const after = await api.store.dataSource.query(
      'SELECT (SELECT count(*) FROM brands) + (SELECT count(*) FROM categories) AS n',
    );
    expect(after).toEqual(before);
  });

  it('refuses text-direction controls and invisible characters in admin and shopper text, keeping emoji whole', async () => {
    const counts = () =>
      api.store.dataSource.query(
        'SELECT (SELECT count(*) FROM brands) AS brands, (SELECT count(*) FROM categories) AS categories, (SELECT count(*) FROM orders) AS orders',
      );
    const before = await counts();
    const createBrand = (name: string) =>
      admin.request('mutation($i: BrandInput!) { createBrand(input: $i) { __typename } }', {
        i: { name, active: true },
      });
    // A twin of a brand, told apart by a zero-width space; a right-to-left override in a category's description.
    refusedWith(await createBrand('Lancôme\u200B'), 'El nombre tiene caracteres invisibles no permitidos.');
    refusedWith(await createBrand('Lan\u00ADcôme'), 'El nombre tiene caracteres invisibles no permitidos.');
    refusedWith(
      await admin.request('mutation($i: CategoryInput!) { createCategory(input: $i) { __typename } }', {
        i: { name: 'Cítricos', description: 'Frescos \u202Eselbanimi', active: true },
      }),
      'La descripción tiene caracteres invisibles no permitidos.',
    );
    // A shopper's factura: the business name the admin reads in the order list, reversed by an isolate.
    const order = await guestOrderInput(api, { productId, email: 'factura@correo.pe' });
    refusedWith(
      await graphqlClient(api.url).request('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { __typename } }', {
        i: { ...order, invoice: { type: 'factura', ruc: '20100070970', businessName: 'Perfumes \u2067CAS\u2069 SAC' } },
      }),
      'La razón social tiene caracteres invisibles no permitidos.',
    );
    // A search with one is refused too: the rule is every text argument's.
    refusedWith(
      await graphqlClient(api.url).request('query($q: String!) { searchProducts(query: $q) { id } }', {
        q: 'rosa\u200F',
      }),
      'La búsqueda tiene caracteres invisibles no permitidos.',
    );
    expect(await counts()).toEqual(before);

    // A password is a secret nobody reads: one chosen with a soft hyphen still reaches the sign-in's own answer.
    const signIn = await graphqlClient(api.url).request(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename ... on ErrorResult { errorCode } } }',
      { e: 'nadie@correo.pe', p: 'Fra\u00ADgancia-2026' },
    );
    expect(signIn.body).toEqual({
      data: { signIn: { __typename: expect.any(String), errorCode: expect.any(String) } },
    });

    // Emoji are made of joiners, variation selectors and tags: a brand named with them is saved as typed.
    const withEmoji = 'Para mamá 👩\u200D👩\u200D👧 ❤\uFE0F Perú 🇵🇪';
    expect((await createBrand(withEmoji)).body).toEqual({ data: { createBrand: { __typename: 'AdminBrand' } } });
    const saved = await api.store.dataSource.query('SELECT name FROM brands WHERE name = $1', [withEmoji]);
    expect(saved).toEqual([{ name: withEmoji }]);
  });

  it("stores names composed (NFC): a brand and a category typed with 'e' + a combining acute equal the composed ones", async () => {
    const brand = await admin.request('mutation($i: BrandInput!) { createBrand(input: $i) { __typename } }', {
      i: { name: 'Jose\u0301 Compuesto', active: true },
    });
    expect(brand.body).toEqual({ data: { createBrand: { __typename: 'AdminBrand' } } });
    const category = await admin.request('mutation($i: CategoryInput!) { createCategory(input: $i) { __typename } }', {
      i: { name: 'Ci\u0301tricos NFC', description: 'Frescos y a\u0301cidos', active: true },
    });
    expect(category.body.errors).toBeUndefined();
    // Compared as stored, byte for byte: before, 'Jose' + U+0301 was kept as typed and equalled no 'José'.
    expect(
      await api.store.dataSource.query(
        `SELECT name, description FROM brands WHERE name = 'José Compuesto' AND name IS NFC NORMALIZED
         UNION ALL SELECT name, description FROM categories WHERE name = 'Cítricos NFC' AND description IS NFC NORMALIZED`,
      ),
    ).toEqual([
      { name: 'José Compuesto', description: 'José Compuesto' },
      { name: 'Cítricos NFC', description: 'Frescos y ácidos' },
    ]);
  });

  it("answers a nested input's own rule with its message: a promotion's date too long for YYYY-MM-DD", async () => {
    const promotion = { isPromoted: true, type: 'PERCENTAGE', discount: 10, startDate: '2026-11-22', endDate: null };
    const input = (over: Record<string, unknown>) => ({
      name: 'Perfume',
      description: 'Fresco',
      brandId: null,
      categoryIds: [],
      originalPriceCents: 10_000,
      stock: 1,
      imageKeys: [],
      promotion: { ...promotion, ...over },
      active: true,
      carousel: false,
    });
    const create = (over: Record<string, unknown>) =>
      admin.request('mutation($i: ProductInput!) { createProduct(input: $i) { __typename } }', { i: input(over) });
    // Before: 'Argumento no válido en la consulta.', the rule's message lost in the nested object's children.
    refusedWith(await create({ endDate: '99999-12-31' }), 'La fecha de fin no es válida');
    refusedWith(await create({ startDate: '2026-11-222' }), 'La fecha de inicio no es válida');
  });

  /** The stored product as its form is sent back, with `changes`: updateProduct's answer, and the stock it had. */
  async function updateProductWith(changes: Record<string, unknown>) {
    const [product] = await api.store.dataSource.query(
      `SELECT p.name, p.description, p.brand_id, p.stock, array_agg(pc.category_id) AS categories, p.image_keys
       FROM products p JOIN product_categories pc ON pc.product_id = p.id WHERE p.id = $1
       GROUP BY p.id`,
      [productId],
    );
    const update = await admin.request<{
      updateProduct: { __typename: string; errorCode?: string; fieldErrors?: { field: string; message: string }[] };
    }>(
      `mutation($id: ID!, $input: ProductInput!, $expectedStock: Int!) {
        updateProduct(id: $id, input: $input, expectedStock: $expectedStock) { __typename ... on InvalidInputError { errorCode fieldErrors { field message } } }
      }`,
      {
        id: productId,
        expectedStock: product.stock,
        input: {
          name: product.name,
          description: product.description,
          brandId: product.brand_id,
          categoryIds: product.categories,
          originalPriceCents: 10_000,
          stock: product.stock,
          imageKeys: product.image_keys,
          promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0, startDate: null, endDate: null },
          active: true,
          carousel: false,
          ...changes,
        },
      },
    );
    return { answer: update.body.data?.updateProduct, stockBefore: product.stock as number };
  }

  it('refuses a stock over 1,000,000 units in the form and in + , never overflowing the column into a 500', async () => {
    const { answer, stockBefore } = await updateProductWith({ stock: 2_147_483_647 });
    expect(answer).toEqual({
      __typename: 'InvalidInputError',
      errorCode: 'PRODUCT_INVALID',
      fieldErrors: [{ field: 'stock', message: 'El stock no puede ser mayor a 1,000,000 unidades' }],
    });

    // A stock stored before the bound, at the column's most: + was 'integer out of range', an INTERNAL_SERVER_ERROR.
    await api.store.dataSource.query('UPDATE products SET stock = 2147483647 WHERE id = $1', [productId]);
    try {
      const plus = await admin.request(
        'mutation($id: ID!) { adjustProductStock(id: $id, delta: 1) { __typename ... on ErrorResult { errorCode message } } }',
        { id: productId },
      );
      expect(plus.body).toEqual({
        data: {
          adjustProductStock: {
            __typename: 'InvalidInputError',
            errorCode: 'STOCK_TOO_HIGH',
            message: 'El stock no puede ser mayor a 1,000,000 unidades',
          },
        },
      });
      const [{ stock }] = await api.store.dataSource.query('SELECT stock FROM products WHERE id = $1', [productId]);
      expect(stock).toBe(2_147_483_647);
    } finally {
      await api.store.dataSource.query('UPDATE products SET stock = $2 WHERE id = $1', [productId, stockBefore]);
    }
  });

  const placeOrder = async (email: string, quantity = 1, client = graphqlClient(api.url)) =>
    client.request(
      `mutation($input: PlaceOrderInput!) {
        placeOrder(input: $input) { __typename ... on ErrorResult { errorCode message } ... on InvalidInputError { fieldErrors { field message } } }
      }`,
      { input: await guestOrderInput(api, { productId, quantity, email }) },
    );

  it("refuses the checkout e-mail with a NUL byte, other control characters, 100,012 characters or a display name: 'Ingrese un email válido'", async () => {
    const orders = async () => Number((await api.store.dataSource.query('SELECT count(*) AS n FROM orders'))[0].n);
    const before = await orders();
    for (const email of [`lucia${NUL}@correo.pe`, 'lucia\u0007@correo.pe', `${'a'.repeat(100_000)}@correo.pe`]) {
      refusedWith(await placeOrder(email), 'Ingrese un email válido');
    }
    // Text the edge lets through, refused by the domain's e-mail rule: a mailer reads it as 'victima@correo.pe',
    // where the order's copy would have gone, counted by the ceilings as another address.
    expect((await placeOrder('lucia<victima@correo.pe>')).body.data).toEqual({
      placeOrder: {
        __typename: 'InvalidInputError',
        errorCode: 'ORDER_INVALID',
        message: 'Ingrese un email válido',
        fieldErrors: [{ field: 'email', message: 'Ingrese un email válido' }],
      },
    });
    expect(await orders()).toBe(before);
    const [{ n }] = await api.store.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox');
    expect(n).toBe(0);
  });

  it('refuses an admin price over the maximum, and a cart whose total would not fit is refused, not a 500', async () => {
    const { answer } = await updateProductWith({ originalPriceCents: 2_147_483_647 });
    expect(answer).toEqual({
      __typename: 'InvalidInputError',
      errorCode: 'PRODUCT_INVALID',
      fieldErrors: [{ field: 'originalPrice', message: 'El precio original no puede ser mayor a S/ 99,999.99' }],
    });

    // A price stored before the rule (or by hand): two units would not fit the order's total. Refused in Spanish.
    await api.store.dataSource.query('UPDATE products SET original_price_cents = 2147483647 WHERE id = $1', [
      productId,
    ]);
    try {
      const answer = await placeOrder('grande@correo.pe', 2);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.placeOrder).toMatchObject({
        __typename: 'InvalidInputError',
        errorCode: 'ORDER_INVALID',
        fieldErrors: [
          {
            field: 'lines',
            message: 'El pedido no puede superar S/ 1,000,000.00. Divide tu compra en varios pedidos.',
          },
        ],
      });
      const quote = await graphqlClient(api.url).request<{ cartQuote: { subtotal: { cents: number } } }>(
        'query($l: [CartLineInput!]!) { cartQuote(lines: $l) { subtotal { cents } } }',
        { l: [{ productId, quantity: 2 }] },
      );
      expect(quote.body.errors).toBeUndefined();
    } finally {
      await api.store.dataSource.query('UPDATE products SET original_price_cents = 10000 WHERE id = $1', [productId]);
    }
  });

  it('answers a fractional quantity or stock change in Spanish, for every operation that takes one, changing nothing', async () => {
    const QUANTITY = 'La cantidad de cada producto debe ser un número entero entre 1 y 999.';
    const customer = await signedInCustomer(api);
    const state = () =>
      api.store.dataSource.query(
        `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT stock FROM products WHERE id = $1) AS stock,
                (SELECT count(*)::int FROM saved_cart_lines) AS cart_lines, (SELECT count(*)::int FROM stock_movements) AS movements`,
        [productId],
      );
    const before = await state();
    const lines = (quantity: number) => [{ productId, quantity }];
    const assisted = async (quantity: number) => ({
      idempotencyKey: `asistido-fraccion-${quantity}-abcdef`,
      customer: { firstName: 'Ana', lastName: 'Quispe', email: 'ana@correo.pe', phone: '987654321' },
      paymentMethod: 'yape',
      lines: lines(quantity),
      expectedTotalCents: 0,
    });

    for (const quantity of [1.5, 0.5, 2.000001]) {
      refusedWith(
        await customer.request('mutation($l: [CartLineInput!]!) { saveCart(lines: $l) { __typename } }', {
          l: lines(quantity),
        }),
        QUANTITY,
      );
      refusedWith(
        await customer.request('mutation($l: [CartLineInput!]!) { mergeCart(lines: $l) { __typename } }', {
          l: lines(quantity),
        }),
        QUANTITY,
      );
      refusedWith(
        await graphqlClient(api.url).request('query($l: [CartLineInput!]!) { cartQuote(lines: $l) { __typename } }', {
          l: lines(quantity),
        }),
        QUANTITY,
      );
      const order = {
        ...(await guestOrderInput(api, { productId, email: 'fraccion@correo.pe' })),
        lines: lines(quantity),
      };
      refusedWith(
        await graphqlClient(api.url).request(
          'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { __typename } }',
          { i: order },
        ),
        QUANTITY,
      );
      refusedWith(
        await admin.request('mutation($i: AssistedOrderInput!) { createAssistedOrder(input: $i) { __typename } }', {
          i: await assisted(quantity),
        }),
        QUANTITY,
      );
      refusedWith(
        await admin.request('mutation($id: ID!, $d: Int!) { adjustProductStock(id: $id, delta: $d) { __typename } }', {
          id: productId,
          d: quantity,
        }),
        'El cambio de stock debe ser un número entero entre -100000 y 100000',
      );
    }
    // Written in the document itself rather than as a variable: the same answer.
    refusedWith(
      await customer.request(
        `mutation { saveCart(lines: [{ productId: "${productId}", quantity: 1.5 }]) { __typename } }`,
      ),
      QUANTITY,
    );
    refusedWith(
      await admin.request(`mutation { adjustProductStock(id: "${productId}", delta: -2.5) { __typename } }`),
      'El cambio de stock debe ser un número entero entre -100000 y 100000',
    );
    // Past 32 bits GraphQL's Int refuses it too; any other Int names its argument.
    refusedWith(
      await customer.request('mutation($l: [CartLineInput!]!) { saveCart(lines: $l) { __typename } }', {
        l: lines(3e9),
      }),
      QUANTITY,
    );
    refusedWith(
      await graphqlClient(api.url).request('query($n: Int!) { products(pageSize: $n) { total } }', { n: 2.5 }),
      'El valor de "pageSize" debe ser un número entero.',
    );
    refusedWith(
      await graphqlClient(api.url).request('{ products(pageSize: 2.5) { total } }'),
      'El valor de "pageSize" debe ser un número entero.',
    );
    expect(await state()).toEqual(before);
  });
});
