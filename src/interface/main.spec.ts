import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../infrastructure/testing/free-port';

/**
 * `npm start`'s process, end to end: a first start on an empty embedded
 * database creates, migrates and seeds it and says so, prints the demo admin
 * once, serves, and on SIGTERM stops HTTP and PostgreSQL before exiting 0.
 */
describe('the store process (embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-main-'));
  chmodSync(dataDir, 0o755);

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
    expect(output).toMatch(/Administrador de demostración: admin@esencia\.local\n\s+Contraseña temporal .*: \S{16}\n/);

    const health = await fetch(`http://localhost:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Esencia detenida');
    expect(await isListening(pgPort)).toBe(false);
  }, 90_000);
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
