import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../infrastructure/testing/free-port';

/**
 * `npm start`'s process, end to end: a first start on an empty embedded
 * database creates, migrates and seeds it and says so, writes the demo admin's
 * details to a 0600 file (only its path is printed), serves, and on SIGTERM stops HTTP and PostgreSQL before exiting 0.
 */
describe('the store process (embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-main-'));
  chmodSync(dataDir, 0o755);

  let running: ChildProcess | null = null;

  afterAll(async () => {
    // A failed expectation must not leave the server (and its PostgreSQL) running, nor keep jest from exiting.
    if (running && running.exitCode === null && running.signalCode === null) {
      const gone = new Promise((resolve) => running!.once('exit', resolve));
      running.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 40_000);

  it('starts on an empty embedded database with demo data and stops cleanly on SIGTERM', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/interface/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(pgPort),
        WEB_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    await waitFor(
      () => output.includes('Esencia lista en'),
      60_000,
      () => output,
    );
    expect(output).toContain('Base de datos vacía: cargando el catálogo de demostración');
    // The jobs run once before the server listens: without PUBLIC_URL the links' origin is this PORT already.
    expect(output).not.toContain('Falló la tarea programada');
    // The demo admin: a random e-mail and a temporary password in a file only its owner reads, never in the output.
    const adminFile = path.join(dataDir, 'admin-demo.txt');
    expect(output).toContain(`su correo y contraseña temporal están en ${adminFile}`);
    expect(statSync(adminFile).mode & 0o777).toBe(0o600);
    const details = readFileSync(adminFile, 'utf8');
    const email = /Correo: (\S+)/.exec(details)?.[1] ?? '';
    const password = /Contraseña temporal: (\S{16})\n/.exec(details)?.[1] ?? '';
    expect(email).toMatch(/^admin\.[a-z2-7]{12}@esencia\.local$/);
    expect(output).not.toContain(password);
    expect(output).not.toContain('admin@esencia.local');
    const signIn = await fetch(`http://localhost:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInOutcome { status } } }',
        variables: { e: email, p: password },
      }),
    });
    expect(await signIn.json()).toEqual({ data: { signIn: { status: 'NEW_PASSWORD_REQUIRED' } } });

    const health = await fetch(`http://localhost:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Esencia detenida');
    expect(await isListening(pgPort)).toBe(false);
  }, 90_000);

  it('creates and announces the demo admin on the next start when the first one failed (port in use, issue 25)', async () => {
    const freshDir = mkdtempSync(path.join(tmpdir(), 'esencia-main-'));
    chmodSync(freshDir, 0o755);
    const [port, pgPort] = [await freePort(), await freePort()];
    const start = () => {
      const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/interface/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: freshDir,
          EMBEDDED_POSTGRES_PORT: String(pgPort),
          WEB_DIR: freshDir,
          LOG_LEVEL: 'info',
          SEED_DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running = child;
      const output = { text: '' };
      child.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, output, exited };
    };
    try {
      // Something else holds PostgreSQL's port: the cluster is created, but the first start cannot go on.
      const blocker = createServer().listen(pgPort, '127.0.0.1');
      await new Promise((resolve) => blocker.once('listening', resolve));
      const first = start();
      expect(await first.exited).toBe(1);
      expect(first.output.text).toContain('No se pudo iniciar Esencia');
      await new Promise((resolve) => blocker.close(resolve));

      const second = start();
      await waitFor(
        () => second.output.text.includes('Esencia lista en'),
        60_000,
        () => second.output.text,
      );
      const adminFile = path.join(freshDir, 'admin-demo.txt');
      expect(second.output.text).toContain(`su correo y contraseña temporal están en ${adminFile}`);
      expect(readFileSync(adminFile, 'utf8')).toMatch(/Correo: admin\.[a-z2-7]{12}@esencia\.local/);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      // Until the demo admin signs in, every start says where its details are.
      const third = start();
      await waitFor(
        () => third.output.text.includes('Esencia lista en'),
        60_000,
        () => third.output.text,
      );
      expect(third.output.text).toContain(`su correo y contraseña temporal siguen en ${adminFile}`);
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    } finally {
      rmSync(freshDir, { recursive: true, force: true });
    }
  }, 150_000);
});

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out; output so far:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
