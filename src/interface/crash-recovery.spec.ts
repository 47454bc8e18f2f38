import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../infrastructure/testing/free-port';
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
