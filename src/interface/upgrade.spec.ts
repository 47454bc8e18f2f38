import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../infrastructure/config/config';
import { migrations } from '../infrastructure/database/data-source';
import { NewerDatabaseError } from '../infrastructure/database/newer-database-guard';
import { openDatabase } from '../infrastructure/database/open-database';
import { freePort } from '../infrastructure/testing/free-port';
import { createTestDatabase, type TestDatabase } from '../infrastructure/testing/test-database';

const FUTURE = 'LoyaltyPoints1899999999999';
const newestKnown = migrations.at(-1)!.name;
const previousKnown = migrations.at(-2)!.name;

/**
 * Upgrades: migrations run in order on start, and older code refuses a database that newer code migrated
 * (a migration recorded that this code does not know) without touching it.
 */
describe('a database migrated by newer code', () => {
  let database: TestDatabase;
  let recorded: () => Promise<string[]>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The newest known migration is still to run here, so a start that went ahead would apply it.
    await database.dataSource.undoLastMigration();
    await database.dataSource.query(`INSERT INTO migrations ("timestamp", name) VALUES ($1, $2)`, [
      1899999999999,
      FUTURE,
    ]);
    recorded = async () =>
      ((await database.dataSource.query(`SELECT name FROM migrations ORDER BY id`)) as { name: string }[]).map(
        (row) => row.name,
      );
  });

  afterAll(() => database.drop());

  it('is refused with a Spanish message naming the newest known and the found migration, untouched', async () => {
    const before = await recorded();
    expect(before.at(-2)).toBe(previousKnown);
    expect(before.at(-1)).toBe(FUTURE);

    const opening = openDatabase({ ...loadConfig({}), databaseUrl: database.url }, pino({ level: 'silent' }));

    await expect(opening).rejects.toBeInstanceOf(NewerDatabaseError);
    await expect(opening).rejects.toThrow(
      `La base de datos fue actualizada por una versión más nueva de Esencia: tiene la migración "${FUTURE}", ` +
        `que esta versión no conoce (la más reciente que conoce es "${newestKnown}"). No se modificó nada.`,
    );
    expect(await recorded()).toEqual(before); // the pending known migration did not run
  });

  it('stops the server process with exit code 1 and that message, no stack trace', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'esencia-upgrade-'));
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/interface/main.ts'], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATABASE_URL: database.url,
        DATA_DIR: dir,
        WEB_DIR: dir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));

    expect(code).toBe(1);
    expect(output).toContain(
      `No se pudo iniciar Esencia: La base de datos fue actualizada por una versión más nueva de Esencia: ` +
        `tiene la migración "${FUTURE}"`,
    );
    expect(output).toContain(`la más reciente que conoce es "${newestKnown}"`);
    expect(output).not.toMatch(/\n\s+at /);
    expect(await recorded()).toEqual([...migrations.slice(0, -1).map((m) => m.name), FUTURE]);
  }, 60_000);

  it('runs the known migrations in order once the unknown one is gone (the newer code rolled back)', async () => {
    await database.dataSource.query(`DELETE FROM migrations WHERE name = $1`, [FUTURE]);
    const opened = await openDatabase({ ...loadConfig({}), databaseUrl: database.url }, pino({ level: 'silent' }));
    await opened.close();
    expect(await recorded()).toEqual(migrations.map((m) => m.name));
  });
});
