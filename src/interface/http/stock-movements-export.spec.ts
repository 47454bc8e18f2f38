import { AdjustProductStock } from '../../application/catalog-admin/AdjustProductStock';
import { formatLimaDateTime } from '../../domain/shared/lima-date';
import { STOCK_MOVEMENTS_CSV_PATH } from '../../domain/stock/stock-movement-export';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, signedInAdmin, signedInCustomer } from '../testing/accounts';
import { csvDownload, csvRows } from '../testing/csv-download';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { guestOrderInput } from '../testing/orders';
import { startTestStore, type TestStore } from '../testing/test-store';

const BOM = '\uFEFF';
const HEADERS =
  'Fecha,Producto,ID del producto,Marca,Motivo,Cambio,Stock resultante,Cambio de reservadas,' +
  'Reservadas resultantes,Pedido,Admin';
/** A product deleted long ago: the ledger keeps its history (no foreign key), the products table has no row. */
const DELETED = '00000000-0000-4000-8000-00000000dead';

interface Movement {
  at: string;
  reasonLabel: string;
  stockDelta: number;
  stockAfter: number;
  heldDelta: number;
  heldAfter: number;
  orderShortId: string | null;
  adminEmail: string | null;
}

describe('HTTP: the stock ledger as a CSV file (GET /api/admin/stock-movements.csv)', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  let now = new Date('2026-11-09T15:00:00Z');
  let products: { id: string; name: string; stock: number; heldStock: number }[];
  let sauvage: { id: string; name: string };
  let orderShortId: string;

  const download = (
    query: Record<string, string | readonly string[] | undefined> = {},
    client: GraphQLClient | null = admin,
  ) => csvDownload(api.url, STOCK_MOVEMENTS_CSV_PATH, query, client);
  /** The − and + buttons' use case at a given instant (sessions would have gone idle between these instants). */
  const adjust = async (id: string, delta: number, at: string) => {
    now = new Date(at);
    const adjusted = await api.store.get(AdjustProductStock).execute(id, delta, { email: ADMIN_EMAIL });
    expect(adjusted.ok).toBe(true);
  };
  const adminProducts = async () =>
    (
      await admin.request<{
        adminProducts: { items: { id: string; name: string; stock: number; heldStock: number }[] };
      }>('{ adminProducts(pageSize: 100) { items { id name stock heldStock } } }')
    ).body.data!.adminProducts.items;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: { now: () => now }, seed: true, smtpUrl: smtp.url });
    now = new Date('2026-11-12T15:00:00Z');
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api, CUSTOMER_EMAIL, { smtp });
    products = await adminProducts();
    sauvage = products.find((product) => product.stock >= 5)!;

    // Lima's day edges: 9 Nov 23:59, 10 Nov 00:00, 10 Nov 23:59:59 and 11 Nov 00:00.
    await adjust(sauvage.id, 1, '2026-11-10T04:59:00Z');
    await adjust(sauvage.id, 2, '2026-11-10T05:00:00Z');
    await adjust(sauvage.id, -1, '2026-11-11T04:59:59Z');
    await adjust(sauvage.id, 3, '2026-11-11T05:00:00Z');

    // An order completed on the 12th: its unit leaves the stock, the line names the order.
    now = new Date('2026-11-12T15:00:00Z');
    const placed = await graphqlClient(api.url).request<{ placeOrder: { id: string } }>(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { id } } }',
      { input: await guestOrderInput(api, { productId: sauvage.id }) },
    );
    const orderId = placed.body.data!.placeOrder.id;
    orderShortId = orderId.slice(-6);
    for (const status of ['PROCESSING', 'COMPLETED']) {
      const { body } = await admin.request<{ changeOrderStatus: { __typename: string } }>(
        'mutation($id: ID!, $to: OrderStatus!) { changeOrderStatus(orderId: $id, status: $to) { __typename } }',
        { id: orderId, to: status },
      );
      expect(body.data?.changeOrderStatus.__typename).toBe('Order');
    }
    products = await adminProducts();
  });

  afterAll(async () => {
    await api?.stop();
    await smtp?.stop();
  });

  it('downloads a UTF-8 CSV with a BOM, CRLF lines and Spanish headers, as an attachment never kept', async () => {
    const response = await download({ from: '2026-11-01', to: '2026-11-30' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="movimientos-de-stock-2026-11-01-a-2026-11-30.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(`${BOM}${HEADERS}`);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('holds a product’s ledger as its dialog lists it, oldest first', async () => {
    const { body } = await admin.request<{ productStockMovements: { items: Movement[] } }>(
      `query($id: ID!) { productStockMovements(productId: $id, pageSize: 100) {
        items { at reasonLabel stockDelta stockAfter heldDelta heldAfter orderShortId adminEmail } } }`,
      { id: sauvage.id },
    );
    const listed = [...body.data!.productStockMovements.items].reverse();
    const rows = csvRows(await (await download({ productId: sauvage.id })).text());
    const brand = rows[0]![3];
    expect(brand).not.toBe('');
    expect(rows).toEqual(
      listed.map((movement) => [
        formatLimaDateTime(movement.at),
        sauvage.name,
        sauvage.id,
        brand,
        movement.reasonLabel,
        String(movement.stockDelta),
        String(movement.stockAfter),
        String(movement.heldDelta),
        String(movement.heldAfter),
        movement.orderShortId ? `#${movement.orderShortId}` : '',
        movement.adminEmail ?? '',
      ]),
    );
    // The seed's opening balance, the four − and + clicks, and the order (placing held nothing: Yape holds no stock).
    expect(rows.map((cells) => [cells[4], cells[9], cells[10]])).toEqual([
      ['Stock inicial', '', ''],
      ['Ajuste manual', '', ADMIN_EMAIL],
      ['Ajuste manual', '', ADMIN_EMAIL],
      ['Ajuste manual', '', ADMIN_EMAIL],
      ['Ajuste manual', '', ADMIN_EMAIL],
      ['Pedido completado', `#${orderShortId}`, ADMIN_EMAIL],
    ]);
  });

  it('reconciles: for every product, its changes add up to its stock and its held units, from the opening balance', async () => {
    const rows = csvRows(await (await download()).text());
    const sums = new Map<string, { stock: number; held: number }>();
    for (const cells of rows) {
      const sum = sums.get(cells[2]!) ?? { stock: 0, held: 0 };
      sums.set(cells[2]!, { stock: sum.stock + Number(cells[5]), held: sum.held + Number(cells[7]) });
    }
    const stocked = products.filter((product) => product.stock > 0 || product.heldStock > 0);
    expect(stocked.length).toBeGreaterThan(5);
    for (const product of products) {
      expect({ id: product.id, ...(sums.get(product.id) ?? { stock: 0, held: 0 }) }).toEqual({
        id: product.id,
        stock: product.stock,
        held: product.heldStock,
      });
    }
    // Oldest first: the ledger's order, in which each product's "Stock resultante" follows from the one before.
    const last = new Map<string, number>();
    for (const cells of rows) {
      expect(Number(cells[6])).toBe((last.get(cells[2]!) ?? 0) + Number(cells[5]));
      last.set(cells[2]!, Number(cells[6]));
    }
  });

  it('keeps the movements of Lima’s days, to the second', async () => {
    const dated = async (query: Record<string, string>) =>
      csvRows(await (await download({ productId: sauvage.id, ...query })).text()).map((cells) => [cells[0], cells[5]]);
    expect(await dated({ from: '2026-11-10', to: '2026-11-10' })).toEqual([
      ['10/11/2026 00:00', '2'],
      ['10/11/2026 23:59', '-1'],
    ]);
    expect(await dated({ from: '2026-11-11' })).toEqual([
      ['11/11/2026 00:00', '3'],
      ['12/11/2026 10:00', '-1'],
    ]);
    expect((await dated({ to: '2026-11-09' })).at(-1)).toEqual(['09/11/2026 23:59', '1']);
  });

  it('keeps a product named like a formula as text, under its name as it is now', async () => {
    await api.store.dataSource.query('UPDATE products SET name = $1 WHERE id = $2', [
      '=HYPERLINK("http://mal.example","Sauvage")',
      sauvage.id,
    ]);
    try {
      const text = await (await download({ productId: sauvage.id, from: '2026-11-11' })).text();
      const [line] = text.slice(BOM.length).split('\r\n').slice(1, -1);
      expect(line).toContain(`,"'=HYPERLINK(""http://mal.example"",""Sauvage"")",${sauvage.id},`);
    } finally {
      await api.store.dataSource.query('UPDATE products SET name = $1 WHERE id = $2', [sauvage.name, sauvage.id]);
    }
  });

  it('refuses a guest (401) and a customer (403) before reading the input', async () => {
    for (const [client, status, body] of [
      [
        null,
        401,
        {
          errorCode: 'UNAUTHENTICATED',
          message: 'Inicia sesión como administrador para descargar los movimientos de stock.',
        },
      ],
      [
        customer,
        403,
        { errorCode: 'FORBIDDEN', message: 'Solo un administrador puede descargar los movimientos de stock.' },
      ],
    ] as const) {
      for (const query of [{}, { from: 'ayer' }, { productId: ['a', 'b'] }]) {
        const response = await download(query, client);
        expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
      }
    }
  });

  it('refuses bad input with 400 and the orders export’s Spanish messages, never a 500', async () => {
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ from: '2026-11-31' }, 'INVALID_DATE_RANGE', 'La fecha "desde" no es válida (AAAA-MM-DD).'],
      [
        { from: '2026-11-12', to: '2026-11-11' },
        'INVALID_DATE_RANGE',
        'La fecha "desde" no puede ser posterior a la fecha "hasta".',
      ],
      [{ productId: 'sauvage' }, 'INVALID_PRODUCT_ID', 'El producto no es válido.'],
      [{ productId: ['a', 'b'] }, 'BAD_USER_INPUT', 'El parámetro "productId" no es válido.'],
      [{ from: ['2026-11-01', '2026-11-02'] }, 'BAD_USER_INPUT', 'El parámetro "from" no es válido.'],
    ];
    for (const [query, errorCode, message] of cases) {
      const response = await download(query);
      expect({ query, status: response.status, body: await response.json() }).toEqual({
        query,
        status: 400,
        body: { errorCode, message },
      });
    }
    // The text rule of every GraphQL argument (control characters, overlong text), as the dialog's and the orders
    // list's queries answer it.
    for (const [query, document] of [
      [{ productId: `${sauvage.id}\u0000` }, `{ productStockMovements(productId: "${sauvage.id}\\u0000") { total } }`],
      [{ productId: 'p'.repeat(501) }, `{ productStockMovements(productId: "${'p'.repeat(501)}") { total } }`],
      [{ from: '2026\u0007-11-01' }, '{ adminOrders(from: "2026\\u0007-11-01") { total } }'],
    ] as const) {
      const refused = (await admin.request(document)).body.errors?.[0]?.message;
      expect(refused).toEqual(expect.any(String));
      const response = await download(query);
      expect({ query, status: response.status, body: await response.json() }).toEqual({
        query,
        status: 400,
        body: { errorCode: 'BAD_USER_INPUT', message: refused },
      });
    }
  });

  it('streams 2 500 movements in batches of 1 000: one statement a batch, whatever the number of movements', async () => {
    // 2 500 movements of a product deleted since, a minute apart from 1 Oct 10:00 in Lima.
    await api.store.dataSource.query(
      `INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, at)
       SELECT $1, 'admin-adjustment', 1, 0, n, 0, timestamptz '2026-10-01T15:00:00Z' + (n - 1) * interval '1 minute'
       FROM generate_series(1, 2500) n`,
      [DELETED],
    );

    api.queries.reset();
    expect((await download({ productId: DELETED, from: 'ayer' })).status).toBe(400);
    const beforeReading = api.queries.count;

    api.queries.reset();
    const response = await download({ productId: DELETED, from: '2026-10-01', to: '2026-10-03' });
    const rows = csvRows(await response.text());
    expect(rows).toHaveLength(2_500);
    expect(rows[0]).toEqual([
      '01/10/2026 10:00',
      '(producto eliminado)',
      DELETED,
      '',
      'Ajuste manual',
      '1',
      '1',
      '0',
      '0',
      '',
      '',
    ]);
    expect(rows.at(-1)!.slice(0, 7)).toEqual([
      '03/10/2026 03:39',
      '(producto eliminado)',
      DELETED,
      '',
      'Ajuste manual',
      '1',
      '2500',
    ]);
    // 1 000, 1 000 and 500 movements: one statement each, their products' names and brands joined in.
    expect(api.queries.count - beforeReading).toBe(3);

    // The whole ledger: the same, a statement per 1 000 movements.
    const total = Number((await api.store.dataSource.query('SELECT count(*) AS n FROM stock_movements'))[0].n);
    api.queries.reset();
    expect(csvRows(await (await download()).text())).toHaveLength(total);
    expect(api.queries.count - beforeReading).toBe(Math.floor(total / 1_000) + 1);
  });
});
