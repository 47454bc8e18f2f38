import { anOrder } from '../../domain/order/testing/order-fixtures';
import type { Order } from '../../domain/order/order';
import { TypeOrmOrderRepository } from '../../infrastructure/orders/typeorm-order-repository';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { CUSTOMER_EMAIL, signedInAdmin, signedInCustomer } from '../testing/accounts';
import { csvDownload } from '../testing/csv-download';
import type { GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { ADMIN_ORDERS_CSV_PATH } from '../../domain/order/admin-order-export';

const NOW = '2026-11-22T15:00:00Z';
const BOM = '\uFEFF';

/** 32 characters of the order ids' alphabet, ending in the 6 the screen shows. */
const orderId = (tail: string) => tail.padStart(32, 'e');

describe('HTTP: the admin’s orders as a CSV file (GET /api/admin/orders.csv)', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let customer: GraphQLClient;

  const download = (
    query: Record<string, string | readonly string[] | undefined> = {},
    client: GraphQLClient | null = admin,
  ) => csvDownload(api.url, ADMIN_ORDERS_CSV_PATH, query, client);
  /** The file's data lines as cells (quoted cells are not split: none of these tests' lines have commas inside). */
  const rowsOf = (text: string) =>
    text
      .slice(BOM.length)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(','));
  const store = async (order: Order) =>
    new TypeOrmOrderRepository(api.store.dataSource.manager).insert(order, {
      key: `key-${order.id}`,
      fingerprint: 'f',
    });
  const customerNamed = (firstName: string, lastName = 'Quispe') => ({
    ...anOrder({ id: orderId('x') }).customer,
    firstName,
    lastName,
  });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock(NOW), smtpUrl: smtp.url });
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api, CUSTOMER_EMAIL, { smtp });
    const orders: Order[] = [
      anOrder({ id: orderId('aaaaa2'), status: 'pending', createdAt: new Date('2026-11-10T04:59:00Z') }), // 9 Nov 23:59 Lima
      anOrder({ id: orderId('aaaaa3'), status: 'completed', createdAt: new Date('2026-11-10T05:00:00Z') }), // 10 Nov 00:00
      anOrder({ id: orderId('aaaaa4'), status: 'processing', createdAt: new Date('2026-11-11T04:59:59Z') }), // 10 Nov 23:59
      anOrder({ id: orderId('aaaaa5'), status: 'cancelled', createdAt: new Date('2026-11-11T05:00:00Z') }), // 11 Nov 00:00
      anOrder({
        id: orderId('aaaaa6'),
        status: 'pending',
        createdAt: new Date('2026-11-12T15:00:00Z'),
        customer: customerNamed('=HYPERLINK("http://mal.example")', 'Rojas'),
        invoice: { type: 'factura', ruc: '20100070970', businessName: '@Perfumes SAC' },
      }),
    ];
    for (const order of orders) await store(order);
  });

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  it('downloads a UTF-8 CSV with a BOM, CRLF lines and Spanish headers, as an attachment never kept', async () => {
    const response = await download({ from: '2026-11-01', to: '2026-11-30' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="pedidos-2026-11-01-a-2026-11-30.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      `${BOM}Fecha,Pedido,Estado,Cliente,Tipo de documento,Número de documento,Comprobante,RUC,Razón social,` +
        'Correo,Teléfono,Método de pago,Subtotal,Envío,Comisión,Total',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/\n/);
    expect(rowsOf(text)[1]).toEqual([
      '10/11/2026 00:00',
      '#aaaaa3',
      'Completada',
      'Lucía Quispe Huamán',
      'DNI',
      '45678912',
      'Boleta',
      '',
      '',
      'lucia@correo.pe',
      '987654321',
      'Yape',
      '100.00',
      '15.00',
      '0.00',
      '115.00',
    ]);
  });

  it('holds the orders the list shows with the same filters, in the same order', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, '{}'],
      [{ status: 'pending' }, '{ status: PENDING }'],
      [{ from: '2026-11-10', to: '2026-11-10' }, '{ from: "2026-11-10", to: "2026-11-10" }'],
      [{ from: '2026-11-11' }, '{ from: "2026-11-11" }'],
      [{ to: '2026-11-09' }, '{ to: "2026-11-09" }'],
      [{ sort: 'newest', search: 'quispe' }, '{ sort: NEWEST, search: "quispe" }'],
      [{ sort: 'total-desc', search: 'aaaa' }, '{ sort: TOTAL_DESC, search: "aaaa" }'],
    ];
    for (const [query, args] of cases) {
      const graphqlArgs = args.slice(1, -1).trim();
      const { body } = await admin.request<{ adminOrders: { items: { shortId: string }[] } }>(
        `{ adminOrders(pageSize: 100${graphqlArgs ? `, ${graphqlArgs}` : ''}) { items { shortId } } }`,
      );
      const listed = body.data!.adminOrders.items.map((order) => `#${order.shortId}`);
      const exported = rowsOf(await (await download(query)).text()).map((cells) => cells[1]);
      expect({ query, exported }).toEqual({ query, exported: listed });
    }
    // Lima's days, to the second: 00:00 and 23:59:59 of the 10th are in it, 23:59 of the 9th and 00:00 of the 11th not.
    const tenth = rowsOf(await (await download({ from: '2026-11-10', to: '2026-11-10' })).text());
    expect(tenth.map((cells) => [cells[0], cells[1]])).toEqual([
      ['10/11/2026 00:00', '#aaaaa3'],
      ['10/11/2026 23:59', '#aaaaa4'],
    ]);
  });

  it('keeps a customer named like a formula, and a business name starting with @, as text', async () => {
    const text = await (await download({ search: 'rojas' })).text();
    const [line] = text.slice(BOM.length).split('\r\n').slice(1, -1);
    expect(line).toContain(',"\'=HYPERLINK(""http://mal.example"") Rojas",');
    expect(line).toContain(",Factura,20100070970,'@Perfumes SAC,");
  });

  it('refuses a guest (401) and a customer (403) as the other admin routes do', async () => {
    for (const [client, status, body] of [
      [
        null,
        401,
        { errorCode: 'UNAUTHENTICATED', message: 'Inicia sesión como administrador para descargar los pedidos.' },
      ],
      [customer, 403, { errorCode: 'FORBIDDEN', message: 'Solo un administrador puede descargar los pedidos.' }],
    ] as const) {
      // Bad input or not, access is decided first.
      for (const query of [{}, { from: 'ayer' }]) {
        const response = await download(query, client);
        expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
      }
    }
  });

  it('refuses bad input with 400 and the list’s own Spanish message, never a 500', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ from: '2026-11-31' }, '{ adminOrders(from: "2026-11-31") { total } }'],
      [{ from: '2026-11-12', to: '2026-11-11' }, '{ adminOrders(from: "2026-11-12", to: "2026-11-11") { total } }'],
      [{ search: 'quis\u0000pe' }, '{ adminOrders(search: "quis\\u0000pe") { total } }'],
      [{ search: 'q'.repeat(501) }, `{ adminOrders(search: "${'q'.repeat(501)}") { total } }`],
      [{ from: '2026\u0007-11-01' }, '{ adminOrders(from: "2026\\u0007-11-01") { total } }'],
    ];
    for (const [query, document] of cases) {
      const listed = (await admin.request(document)).body.errors?.[0]?.message;
      expect(listed).toEqual(expect.any(String));
      const response = await download(query);
      expect({
        query,
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      }).toEqual({
        query,
        status: 400,
        message: listed,
      });
    }
    for (const [query, errorCode, message] of [
      [{ status: 'shipped' }, 'INVALID_STATUS', 'El estado del pedido no es válido.'],
      [{ sort: 'recientes' }, 'INVALID_SORT', 'El orden de los pedidos no es válido.'],
      [{ status: ['pending', 'completed'] }, 'BAD_USER_INPUT', 'El parámetro "status" no es válido.'],
    ] as const) {
      const response = await download(query);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: { errorCode, message },
      });
    }
  });

  it('streams 2 500 orders in batches of 1 000: two statements a batch, whatever the number of orders', async () => {
    const template = anOrder({
      id: orderId('lote22'),
      createdAt: new Date('2026-10-01T15:00:00Z'),
      customer: customerNamed('Lote', 'Exportable'),
    });
    await store(template);
    // 2 499 copies a minute apart, each with its line (ids of the orders' alphabet: n written in the letters a–j).
    const copyId = `'lote' || lpad(translate(n::text, '0123456789', 'abcdefghij'), 28, 'x')`;
    for (const [table, idColumn] of [
      ['orders', 'id'],
      ['order_lines', 'order_id'],
    ] as const) {
      // Every column but the generated ones (orders.search_text), copied from the template's rows.
      const columns = (
        await api.store.dataSource.query(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'`,
          [table],
        )
      )
        .map((row: { column_name: string }) => `"${row.column_name}"`)
        .join(', ');
      const changes =
        table === 'orders'
          ? `'id', ${copyId}, 'idempotency_key', 'key-' || ${copyId}, 'created_at', t.created_at + n * interval '1 minute'`
          : `'order_id', ${copyId}`;
      await api.store.dataSource.query(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM (
           SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(t) || jsonb_build_object(${changes}))).*
           FROM ${table} t, generate_series(1, 2499) n WHERE t.${idColumn} = $1) copy`,
        [template.id],
      );
    }

    api.queries.reset();
    expect((await download({ status: 'shipped' })).status).toBe(400);
    const beforeReading = api.queries.count;

    api.queries.reset();
    const response = await download({ search: 'exportable', from: '2026-10-01', to: '2026-10-03' });
    const rows = rowsOf(await response.text());
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((cells) => cells[1])).size).toBe(2_500);
    expect(rows[0]![0]).toBe('01/10/2026 10:00');
    expect(rows.at(-1)![0]).toBe('03/10/2026 03:39');
    // 1 000, 1 000 and 500 orders: each batch one statement for its orders and one for their lines.
    expect(api.queries.count - beforeReading).toBe(3 * 2);
  });
});
