import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../infrastructure/testing/free-port';
import { createTestDatabase, type TestDatabase } from '../infrastructure/testing/test-database';
import { saveOriginalPrice } from './testing/catalogue';
import { graphqlClient, type GraphQLClient } from './testing/graphql-client';
import { startServerProcess, waitFor, type ServerProcess } from './testing/server-process';

const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id price { cents } } }';

/**
 * Two store processes (`npm start`'s main.ts) on one PostgreSQL, each with its own response cache: an admin's
 * save through A reaches the shoppers of B, whose cached answer B drops when PostgreSQL's notification of the
 * commit arrives.
 */
describe('the response cache across two server processes', () => {
  let db: TestDatabase;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: GraphQLClient;

  const start = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-cache-'));
    chmodSync(dataDir, 0o755);
    dataDirs.push(dataDir);
    const server = startServerProcess({
      dataDir,
      port: await freePort(),
      postgresPort: 0,
      env: { DATABASE_URL: db.url, ...env },
    });
    return { server, dataDir };
  };
  /** An anonymous shopper's GET, as the web's client sends it. */
  const priceOn = async (server: ServerProcess, id: string) => {
    const params = new URLSearchParams({ query: PRODUCT, variables: JSON.stringify({ id }) });
    const response = await fetch(`${server.url}/graphql?${params}`, {
      headers: { 'content-type': 'application/json' },
    });
    return {
      cents: ((await response.json()) as { data: { product: { price: { cents: number } } } }).data.product.price.cents,
      cacheControl: response.headers.get('cache-control'),
    };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const first = await start({ SEED_DEMO_DATA: 'true', CREATE_DEMO_ADMIN: 'true' });
    a = first.server;
    await a.ready();
    b = (await start({})).server;
    await b.ready();
    const details = readFileSync(path.join(first.dataDir, 'admin-demo.txt'), 'utf8');
    const email = /Correo: (\S+)/.exec(details)![1]!;
    admin = graphqlClient(a.url);
    const signIn = await admin.request<{ signIn: { challenge: string } }>(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInOutcome { challenge } } }',
      { e: email, p: /Contraseña temporal: (\S+)/.exec(details)![1]! },
    );
    await admin.request(
      'mutation($c: String!, $p: String!) { completeNewPassword(challenge: $c, newPassword: $p) { __typename } }',
      { c: signIn.body.data?.signIn.challenge, p: 'Perfumeria-Lima-2026' },
    );
    expect(admin.cookies.size).toBeGreaterThan(0);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('an admin saves a price on A; a shopper whose answer B kept sees the new price on B', async () => {
    const [{ id }] = await db.dataSource.query(
      `SELECT id FROM products WHERE active AND NOT is_promoted AND archived_at IS NULL ORDER BY name LIMIT 1`,
    );
    const before = await priceOn(b, id);
    // B keeps it (a shared-cache answer), and answers it again.
    expect(await priceOn(b, id)).toEqual({ cents: before.cents, cacheControl: 'public, no-cache' });

    const newCents = await saveOriginalPrice(admin, id, 1_000);
    // B hears the commit through PostgreSQL (bounded wait, no fixed sleep), then answers the new price.
    await waitFor(
      async () => (await priceOn(b, id)).cents === newCents,
      5_000,
      () => 'B still served the old price',
    );
    expect(await priceOn(a, id)).toMatchObject({ cents: newCents });
  });
});
