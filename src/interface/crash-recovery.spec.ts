import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../infrastructure/testing/free-port';
import { SERVICE_UNAVAILABLE_MESSAGE } from './http/service-unavailable';
import { isRunning, postmasterPid, startServerProcess, waitFor, type ServerProcess } from './testing/server-process';

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
  /** The store's own database connections, by name (the pool's have none). */
  const listeners = async (): Promise<string[]> => {
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `SELECT application_name AS name FROM pg_stat_activity WHERE application_name LIKE 'esencia-%' ORDER BY 1`,
      );
      return rows.map((row) => row.name);
    } finally {
      await client.end();
    }
  };
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
    expect(await health(server.url)).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('after kill -9 of the server, the next start stops the PostgreSQL it left running and starts', async () => {
    const postgres = postmasterPid(dataDir)!;
    server.child.kill('SIGKILL');
    await server.exited;
    // The fault: the server is gone, its PostgreSQL is not (and holds the folder's lock and the port).
    expect(isRunning(postgres)).toBe(true);

    server = start();
    await server.ready();
    expect(server.output()).toContain('Se detuvo un PostgreSQL que quedó corriendo de una ejecución anterior');
    expect(isRunning(postgres)).toBe(false);
    expect(await health(server.url)).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('survives the death of its PostgreSQL: a Spanish 503 meanwhile, then it starts it again and recovers', async () => {
    const postgres = postmasterPid(dataDir)!;
    process.kill(postgres, 'SIGKILL');
    // The port is taken (every connection cut at once) so that the gap lasts while the test looks at it: the
    // store's restarts fail (and are retried) until it is given back.
    const squatter = createServer((socket) => socket.destroy());
    await waitFor(() => listen(squatter, pgPort), 10_000);
    try {
      expect(await health(server.url)).toEqual({ status: 503, body: { status: 'error', database: 'unreachable' } });
      const unavailable = { message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } };
      const guest = await graphql(server.url, PRODUCTS);
      expect(guest.body).toMatchObject({ data: null, errors: [unavailable] });
      expect(guest.body.errors).toHaveLength(1);
      // With a session cookie the session cannot even be checked: the same answer, with HTTP 503.
      const signedIn = await graphql(server.url, PRODUCTS, { cookie: `esencia_session=${'a'.repeat(43)}` });
      expect(signedIn).toMatchObject({ status: 503, body: { errors: [unavailable] } });
      expect(server.child.exitCode).toBeNull();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }

    await waitFor(async () => (await health(server.url)).status === 200, 30_000, server.output);
    expect(server.output()).toContain('PostgreSQL embebido reiniciado');
    const after = await graphql(server.url, PRODUCTS);
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data?.products.items).toHaveLength(1);
    // The listening connections (live order pages, mail outbox) are back, one each.
    await waitFor(async () => (await listeners()).join() === 'esencia-mail-outbox,esencia-order-changes', 15_000);
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
