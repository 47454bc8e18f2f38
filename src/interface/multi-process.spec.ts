import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FAILURES_PER_PAIR } from '../domain/identity/sign-in-throttle';
import { migrations } from '../infrastructure/database/data-source';
import { freePort } from '../infrastructure/testing/free-port';
import { createTestDatabase, type TestDatabase } from '../infrastructure/testing/test-database';
import { graphqlClient, type GraphQLClient } from './testing/graphql-client';
import { startServerProcess, waitFor, type ServerProcess } from './testing/server-process';

/**
 * compose.yaml's shape without Docker: two store processes (`npm start`'s main.ts, each in its own child
 * process with its own pool and data folder) on one external PostgreSQL, behind a proxy they trust
 * (TRUST_PROXY=loopback; the test sends X-Forwarded-For as the proxy would). Whatever process a request
 * lands on, it sees what the other wrote: sessions, the failed sign-in counts, the per-address request counts
 * and the catalogue all live in PostgreSQL. That a scheduled job runs once per slot across processes is shown by
 * src/infrastructure/scheduling/scheduled-jobs-processes.spec.ts (two processes ticking on one database).
 */
describe('two store processes on one PostgreSQL (the compose deployment)', () => {
  let db: TestDatabase;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: { email: string; password: string };
  const NEW_PASSWORD = 'Perfumeria-Lima-2026';
  /** The shopper's address as the proxy reports it (X-Forwarded-For), for the per account+address limit. */
  const CLIENT_IP = '203.0.113.7';

  const start = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-multi-'));
    chmodSync(dataDir, 0o755);
    dataDirs.push(dataDir);
    // DATABASE_URL: no embedded PostgreSQL, so its port is never used.
    const server = startServerProcess({
      dataDir,
      port: await freePort(),
      postgresPort: 0,
      env: { DATABASE_URL: db.url, TRUST_PROXY: 'loopback', ...env },
    });
    return { server, dataDir };
  };
  const client = (server: ServerProcess, from: GraphQLClient | null = null) => {
    const next = graphqlClient(server.url, { 'x-forwarded-for': CLIENT_IP });
    for (const [name, value] of from?.cookies ?? []) next.cookies.set(name, value);
    return next;
  };
  const signIn = (server: ServerProcess, password: string) =>
    client(server).request<{ signIn: { __typename: string; status?: string; challenge?: string; message?: string } }>(
      `mutation($e: String!, $p: String!) {
        signIn(email: $e, password: $p) {
          __typename
          ... on SignInOutcome { status challenge }
          ... on ErrorResult { message }
        }
      }`,
      { e: admin.email, p: password },
    );
  const whoAmI = async (session: GraphQLClient) =>
    (await session.request<{ me: { email: string } | null }>('{ me { email } }')).body.data?.me?.email ?? null;
  const health = async (server: ServerProcess) => (await fetch(`${server.url}/healthz`)).json();
  const stockOf = async (server: ServerProcess, id: string) =>
    (
      await client(server).request<{ product: { stock: number } }>('query($id: ID!) { product(id: $id) { stock } }', {
        id,
      })
    ).body.data?.product.stock;

  beforeAll(async () => {
    // An empty database: both processes start at once and migrate it, one after the other.
    db = await createTestDatabase({ migrate: false });
    // One process seeds the demo catalogue and creates the demo admin; the other starts with nothing to do.
    const first = await start({ SEED_DEMO_DATA: 'true', CREATE_DEMO_ADMIN: 'true' });
    const second = await start({});
    [a, b] = [first.server, second.server];
    await Promise.all([a.ready(), b.ready()]);
    const details = readFileSync(path.join(first.dataDir, 'admin-demo.txt'), 'utf8');
    admin = {
      email: /Correo: (\S+)/.exec(details)![1]!,
      password: /Contraseña temporal: (\S+)/.exec(details)![1]!,
    };
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    }
    await Promise.all([a?.exited, b?.exited]);
    await db.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  let adminOnA: GraphQLClient;

  it('both started at once on an empty database, which they migrated one after the other', async () => {
    const recorded: { name: string }[] = await db.dataSource.query(`SELECT name FROM migrations ORDER BY id`);
    expect(recorded.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    expect(await health(a)).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    expect(await health(b)).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('a session started on one process is valid on the other, and signing out on one ends it on both', async () => {
    // The temporary password on A, the new one chosen through B with A's challenge.
    const first = await signIn(a, admin.password);
    expect(first.body.data?.signIn).toMatchObject({ __typename: 'SignInOutcome', status: 'NEW_PASSWORD_REQUIRED' });
    const onB = client(b);
    const completed = await onB.request<{ completeNewPassword: { __typename: string } }>(
      'mutation($c: String!, $p: String!) { completeNewPassword(challenge: $c, newPassword: $p) { __typename } }',
      { c: first.body.data?.signIn.challenge, p: NEW_PASSWORD },
    );
    expect(completed.body.data?.completeNewPassword.__typename).toBe('SignInOutcome');
    expect(onB.cookies.size).toBeGreaterThan(0);

    // The cookie B set is a session on A too.
    adminOnA = client(a, onB);
    expect(await whoAmI(adminOnA)).toBe(admin.email);
    expect(await whoAmI(onB)).toBe(admin.email);

    // A fresh sign-in on A, signed out on B: A no longer knows it either.
    const again = client(a);
    await again.request('mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename } }', {
      e: admin.email,
      p: NEW_PASSWORD,
    });
    expect(await whoAmI(again)).toBe(admin.email);
    const signedOut = await client(b, again).request<{ signOut: boolean }>('mutation { signOut }');
    expect(signedOut.body.data?.signOut).toBe(true);
    expect(await whoAmI(again)).toBeNull();
    // The other session is untouched.
    expect(await whoAmI(adminOnA)).toBe(admin.email);
  });

  it('a catalogue change made through one process is what the next read on the other answers', async () => {
    const { body } = await client(b).request<{ products: { items: { id: string; stock: number }[] } }>(
      '{ products(pageSize: 50) { items { id stock } } }',
    );
    const product = body.data!.products.items.find((item) => item.stock >= 5)!;
    // B has read it (anything B might keep in memory is warm) before A changes it.
    expect(await stockOf(b, product.id)).toBe(product.stock);

    const adjusted = await adminOnA.request<{ adjustProductStock: { __typename: string; stock?: number } }>(
      'mutation($id: ID!) { adjustProductStock(id: $id, delta: -3) { __typename ... on Product { stock } } }',
      { id: product.id },
    );
    expect(adjusted.body.data?.adjustProductStock).toEqual({ __typename: 'Product', stock: product.stock - 3 });
    expect(await stockOf(b, product.id)).toBe(product.stock - 3);

    // And the other way round, with the session B never saw signed in.
    await client(b, adminOnA).request('mutation($id: ID!) { adjustProductStock(id: $id, delta: 1) { __typename } }', {
      id: product.id,
    });
    expect(await stockOf(a, product.id)).toBe(product.stock - 2);
  });

  it('counts an address’s requests across processes: past GRAPHQL_RATE_LIMIT (600) on one, the other refuses too', async () => {
    const flooder = '198.51.100.23';
    const post = (server: ServerProcess, from: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 601; i++) statuses.push((await post(a, flooder)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
    // A adds what it counted to the shared count within half a second.
    const counted = async () =>
      (
        (await db.dataSource.query(`SELECT hits FROM request_counts WHERE limiter = 'graphql' AND client = $1`, [
          flooder,
        ])) as { hits: number }[]
      )[0]?.hits ?? 0;
    await waitFor(
      async () => (await counted()) >= 601,
      10_000,
      () => 'A never shared its count',
    );

    // B had never seen the address: it reads the shared count first. Before, each process counted in its own
    // memory, and B let another 600 through.
    const onB = await post(b, flooder);
    expect(onB.status).toBe(429);
    expect(onB.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await onB.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'RATE_LIMITED',
    );
    // Another address is not refused on either.
    expect((await post(b, '198.51.100.24')).status).toBe(200);
    expect((await post(a, '198.51.100.24')).status).toBe(200);
  });

  it(`counts failed sign-ins across processes: past ${MAX_FAILURES_PER_PAIR} from one address, both refuse`, async () => {
    // Nine failures for this account from this address ten minutes ago (past their progressive waits, still
    // inside the window): whichever process recorded them, they are in PostgreSQL.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) {
      await db.dataSource.query(`INSERT INTO sign_in_failures (email, ip, at) VALUES ($1, $2, $3)`, [
        admin.email,
        CLIENT_IP,
        tenMinutesAgo,
      ]);
    }
    // The 10th, on A: still allowed, and wrong.
    const tenth = await signIn(a, 'Contraseña-Equivocada-1');
    expect(tenth.body.data?.signIn).toMatchObject({ __typename: 'InvalidCredentialsError' });

    // The 11th, on B, even with the right password: refused until the oldest failure leaves the 15-minute
    // window, five minutes from now (the limit of 10 per account and address, not only a short slowdown).
    const refused = {
      __typename: 'RateLimitedError',
      message: 'Demasiados intentos fallidos de inicio de sesión. Intenta de nuevo en 5 minutos.',
    };
    const eleventh = await signIn(b, NEW_PASSWORD);
    expect(eleventh.body.data?.signIn).toEqual(refused);
    // Whichever process gets the next attempt.
    expect((await signIn(a, NEW_PASSWORD)).body.data?.signIn).toEqual(refused);
    // The refusals were not counted as failures: the ten are all there is.
    const counted: { failures: number }[] = await db.dataSource.query(
      `SELECT count(*)::int AS failures FROM sign_in_failures WHERE email = $1 AND ip = $2`,
      [admin.email, CLIENT_IP],
    );
    expect(counted).toEqual([{ failures: MAX_FAILURES_PER_PAIR }]);
  });
});
