import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../infrastructure/testing/free-port';
import { SERVICE_UNAVAILABLE_MESSAGE } from './http/service-unavailable';
import { isRunning, postmasterPid, startServerProcess, waitFor, type ServerProcess } from './testing/server-process';
import { shownTotal } from './testing/shown-total';

/**
 * Faults of the store's process, each reproduced on one embedded install in a temporary folder (the server
 * runs as `npm start` does, in a child process): a second server on the same folder, `kill -9` of the server
 * (its PostgreSQL is left running) and a start that cannot work.
 */
describe('the store process survives crashes (embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-crash-'));
  chmodSync(dataDir, 0o755);
  const started: ServerProcess[] = [];
  let port: number;
  let pgPort: number;
  let server: ServerProcess;

  const start = (env: Record<string, string> = {}, ports = { port, postgresPort: pgPort }) => {
    const child = startServerProcess({ dataDir, ...ports, env });
    started.push(child);
    return child;
  };
  const health = async (url: string) => {
    const response = await fetch(`${url}/healthz`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const graphql = async (url: string, query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: { products: { items: unknown[] } } | null; errors?: unknown[] },
    };
  };
  let orderIds: string[] = [];
  const query = async <Row extends object>(sql: string, values: unknown[] = []): Promise<Row[]> => {
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query<Row>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  /** The store's own database connections, by name (the pool's have none). */
  const listeners = async (): Promise<string[]> =>
    (
      await query<{ name: string }>(
        `SELECT application_name AS name FROM pg_stat_activity WHERE application_name LIKE 'esencia-%' ORDER BY 1`,
      )
    ).map((row) => row.name);
  const settings = async (names: string[]) =>
    (
      await query<{ setting: string }>('SELECT setting FROM pg_settings WHERE name = ANY($1) ORDER BY name', [names])
    ).map((row) => row.setting);
  const countOrders = async (ids: string[]) =>
    Number((await query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE id::text = ANY($1)', [ids]))[0]!.n);
  const databaseUrl = () =>
    `postgres://postgres:${encodeURIComponent(readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim())}` +
    `@127.0.0.1:${pgPort}/esencia`;

  beforeAll(async () => {
    [port, pgPort] = [await freePort(), await freePort()];
    server = start();
    await server.ready();
  }, 120_000);

  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // A PostgreSQL orphaned by a failing test must not outlive it.
    const pid = postmasterPid(dataDir);
    if (pid && isRunning(pid)) {
      process.kill(pid, 'SIGINT');
      await waitFor(() => !isRunning(pid), 30_000).catch(() => process.kill(pid, 'SIGKILL'));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses a second server on the same data folder and leaves the first one running', async () => {
    const second = start({}, { port: await freePort(), postgresPort: await freePort() });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/No se pudo iniciar Esencia: .*La carpeta de datos .* ya la usa otro proceso/);
    expect(await health(server.url)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok' } });
  });

  it('after kill -9 right after 100 acknowledged orders, the next start stops the PostgreSQL left running and has all 100', async () => {
    // Nothing trades durability for speed: every commit is flushed to the WAL before it is acknowledged.
    expect(await settings(['fsync', 'synchronous_commit', 'full_page_writes'])).toEqual(['on', 'on', 'on']);
    orderIds = await placeOrders(server.url, 100);
    const postgres = postmasterPid(dataDir)!;
    server.child.kill('SIGKILL'); // at once after the 100th answer
    await server.exited;
    // The fault: the server is gone, its PostgreSQL is not (and holds the folder's lock and the port).
    expect(isRunning(postgres)).toBe(true);

    server = start();
    await server.ready();
    expect(server.output()).toContain('Se detuvo un PostgreSQL que quedó corriendo de una ejecución anterior');
    expect(isRunning(postgres)).toBe(false);
    expect(await health(server.url)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok' } });
    expect(await countOrders(orderIds)).toBe(100);
  });

  it('survives the death of its PostgreSQL: a Spanish 503 meanwhile, then it starts it again and recovers', async () => {
    const postgres = postmasterPid(dataDir)!;
    process.kill(postgres, 'SIGKILL');
    // The port is taken (every connection cut at once) so that the gap lasts while the test looks at it: the
    // store's restarts fail (and are retried) until it is given back.
    const squatter = createServer((socket) => socket.destroy());
    await waitFor(() => listen(squatter, pgPort), 10_000);
    try {
      expect(await health(server.url)).toEqual({
        status: 503,
        body: { status: 'error', database: 'unreachable', storage: 'ok' },
      });
      const unavailable = { message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } };
      const guest = await graphql(server.url, PRODUCTS);
      expect(guest.body).toMatchObject({ data: null, errors: [unavailable] });
      expect(guest.body.errors).toHaveLength(1);
      // With a session cookie the session cannot even be checked: the same answer, with HTTP 503.
      const signedIn = await graphql(server.url, PRODUCTS, { cookie: `esencia_session=${'a'.repeat(43)}` });
      expect(signedIn).toMatchObject({ status: 503, body: { errors: [unavailable] } });
      // Other routes: a JSON 503 in Spanish, with when to try again.
      const sitemap = await fetch(`${server.url}/sitemap.xml`);
      expect(sitemap.status).toBe(503);
      expect(sitemap.headers.get('retry-after')).toBe('5');
      expect(await sitemap.json()).toEqual({ errorCode: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(server.child.exitCode).toBeNull();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }

    await waitFor(async () => (await health(server.url)).status === 200, 30_000, server.output);
    expect(server.output()).toContain('PostgreSQL embebido reiniciado');
    const after = await graphql(server.url, PRODUCTS);
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data?.products.items).toHaveLength(1);
    // The listening connections (catalogue changes for the response cache, mail outbox, live order pages) are
    // back, one each.
    await waitFor(
      async () => (await listeners()).join() === 'esencia-catalogue-changes,esencia-mail-outbox,esencia-order-changes',
      15_000,
    );
    // PostgreSQL itself was killed: the acknowledged orders come back from its WAL.
    expect(await countOrders(orderIds)).toBe(100);
  });

  it('prints the real reason when it cannot start, never "undefined"', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Something else took PostgreSQL's port meanwhile.
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(pgPort, '127.0.0.1', resolve));
    try {
      const failed = start();
      expect(await failed.exited).toBe(1);
      expect(failed.output()).toMatch(/No se pudo iniciar Esencia: .*PostgreSQL embebido no pudo iniciar/);
      expect(failed.output()).toContain('Address already in use');
      expect(failed.output()).not.toMatch(/undefined/);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});

const PRODUCTS = '{ products(pageSize: 1) { items { name } } }';

/** Resolves whether `server` now listens on the port (false while someone else still holds it). */
function listen(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const failed = () => resolve(false);
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      resolve(true);
    });
  });
}

const PLACE_ORDER = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on Order {
        id
      }
      ... on ErrorResult {
        message
      }
    }
  }
`;

/** `count` guest orders of one unit each, over HTTP, five at a time; the ids the server acknowledged. */
async function placeOrders(url: string, count: number): Promise<string[]> {
  const request = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const { data } = await request('{ products(pageSize: 100) { items { id stock } } }');
  const stock = (data.products as { items: { id: string; stock: number }[] }).items.filter((p) => p.stock > 0);
  const lines: string[] = [];
  for (let round = 0; lines.length < count; round++) {
    for (const product of stock) if (product.stock > round && lines.length < count) lines.push(product.id);
  }
  const ids: string[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = lines.slice(i, i + 5).map(async (productId) => {
      const { data: answer } = await request(PLACE_ORDER, {
        input: {
          idempotencyKey: randomUUID(),
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
          lines: [{ productId, quantity: 1 }],
          expectedTotalCents: await shownTotal(url, [{ productId, quantity: 1 }], 'izipay'),
        },
      });
      const placed = answer.placeOrder as { __typename: string; id?: string; message?: string };
      if (placed.__typename !== 'Order') throw new Error(`placeOrder refused: ${placed.message}`);
      return placed.id!;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}
