import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../testing/free-port';
import { LEGACY_PASSWORD } from './cluster-password';

/** startEmbeddedPostgres in a child process (src/infrastructure/testing/embedded-postgres-process.ts). */
interface RunningPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

function startEmbeddedPostgres({ dataDir, port }: { dataDir: string; port: number }): Promise<RunningPostgres> {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'src/infrastructure/testing/embedded-postgres-process.ts'],
    { env: { ...process.env, EMBEDDED_DATA_DIR: dataDir, EMBEDDED_PORT: String(port) }, stdio: 'pipe' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      const answer = JSON.parse(line) as { url?: string; error?: string };
      if (!answer.url) return reject(new Error(answer.error));
      resolve({
        url: answer.url,
        stop: async () => {
          child.stdin.end();
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

/**
 * The embedded cluster's superuser password: any local OS user can reach its loopback port, so each install
 * has its own password in a 0600 file beside the cluster, and the old documented constant opens nothing.
 */
describe('the embedded PostgreSQL password', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'esencia-pgpass-'));
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'postgres');
  const passwordFile = path.join(root, 'postgres.password');
  let port: number;
  let postgres: RunningPostgres | null = null;

  const start = async () => (postgres = await startEmbeddedPostgres({ dataDir, port }));
  const stop = async () => {
    await postgres?.stop();
    postgres = null;
  };
  const filePassword = () => readFileSync(passwordFile, 'utf8').trim();
  /** Connects as the superuser; null when it worked, else PostgreSQL's error code. */
  const connectWith = async (password: string): Promise<string | null> => {
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'esencia' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return null;
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  beforeAll(async () => {
    port = await freePort();
  });

  afterAll(async () => {
    await stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives a new install its own password, in a file only its owner can read; the constant is refused', async () => {
    const running = await start();
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(filePassword()).toMatch(/^[\w-]{32}$/);
    expect(running.url).toContain(encodeURIComponent(filePassword()));
    expect(await connectWith(filePassword())).toBeNull();
    expect(await connectWith(LEGACY_PASSWORD)).toBe('28P01'); // invalid_password
  });

  it('keeps the password on later starts', async () => {
    const before = filePassword();
    await stop();
    await start();
    expect(filePassword()).toBe(before);
    expect(await connectWith(before)).toBeNull();
  });

  it('moves an install from before (superuser password "esencia", no file) to its own password, data kept', async () => {
    // Such an install: the old constant as the superuser's password, some data, and no password file.
    const admin = new Client({ connectionString: postgres!.url });
    await admin.connect();
    await admin.query(`CREATE TABLE kept (note text); INSERT INTO kept VALUES ('antes')`);
    await admin.query(`ALTER ROLE postgres PASSWORD '${LEGACY_PASSWORD}'`);
    await admin.end();
    await stop();
    await unlink(passwordFile);

    const running = await start();

    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(await connectWith(LEGACY_PASSWORD)).toBe('28P01');
    expect(await connectWith(filePassword())).toBeNull();
    const client = new Client({ connectionString: running.url });
    await client.connect();
    expect((await client.query('SELECT note FROM kept')).rows).toEqual([{ note: 'antes' }]);
    await client.end();
  });

  it('makes a password file others could read owner-only again', async () => {
    await stop();
    chmodSync(passwordFile, 0o644);
    await start();
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
  });
});
