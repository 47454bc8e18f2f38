import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ClientBase } from 'pg';
import type { DataSource } from 'typeorm';
import { anOrder, orderLine } from '../../domain/order/testing/order-fixtures';
import { startTestStore, fixedClock } from '../../interface/testing/test-store';
import { migrations } from '../database/data-source';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { CryptoSecretGenerator } from '../identity/crypto-secret-generator';
import { seedDemoData } from '../seed/seed-demo-data';
import { LocalFileStorage } from '../storage/local-file-storage';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { applicationTables, BackupRefusedError, entryLimit, type BackupRefusalCode } from './backup-format';
import { backupKeyFromText } from './backup-key';
import { createBackup, type BackupResult } from './create-backup';
import { sha256 } from './create-backup';
import { restoreBackup } from './restore-backup';
import { readTar, writeTarEnd, writeTarEntry, type TarEntry } from './tar';

/**
 * Backup and restore on real PostgreSQL and local disk: the demo store with accounts, orders and images is
 * backed up while orders keep coming in, restored into a blank database and an empty folder, and compared
 * table by table, file by file and through the API; damaged, foreign and newer archives and a non-empty
 * database are refused without touching anything.
 */
/** The install's key (DATA_DIR/backup.key or BACKUP_KEY in real use). */
const key = backupKeyFromText('c0ffee'.repeat(8), 'DATA_DIR/backup.key');

describe('Backup and restore (real PostgreSQL, local files)', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  const work = mkdtempSync(path.join(tmpdir(), 'esencia-backup-'));
  let source: TestDatabase;
  let target: TestDatabase;
  let sourceStorage: LocalFileStorage;
  let backup: BackupResult;
  /** Orders written while the snapshot was open: never in the archive. */
  const writtenDuringSnapshot: string[] = [];
  /** Orders stored before the backup. */
  const before: string[] = [];

  beforeAll(async () => {
    source = await createTestDatabase();
    sourceStorage = new LocalFileStorage(path.join(work, 'source-files'));
    await seedDemoData(source.dataSource, sourceStorage, now);
    await source.dataSource.query(
      `INSERT INTO accounts (email, password_hash, name, role, confirmed_at)
       VALUES ('lucia@correo.pe', 'hash-1', 'Lucía Quispe', 'user', now()), ('duena@esencia.pe', 'hash-2', 'Dueña', 'admin', now())`,
    );
    for (let n = 1; n <= 3; n++) before.push(await storeOrder(source.dataSource));
    await source.dataSource.query(
      `INSERT INTO order_status_events (order_id, from_status, to_status, admin_email, at)
       VALUES ($1, 'pending', 'processing', 'duena@esencia.pe', now())`,
      [before[0]],
    );
    // A sale in the stock ledger, naming its order.
    await source.dataSource.query(
      `WITH sold AS (UPDATE products SET stock = stock - 1
           WHERE id = (SELECT id FROM products WHERE stock > 0 ORDER BY position LIMIT 1) RETURNING id, stock, held)
       INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, order_id,
         admin_email, at)
       SELECT id, 'order-completed', -1, 0, stock, held, $1, 'duena@esencia.pe', now() FROM sold`,
      [before[0]],
    );
    // Favourites and the counts their trigger keeps: restored as they were, not counted twice.
    await source.dataSource.query(
      `INSERT INTO favorites (account_id, product_id, created_at, price_cents)
       SELECT a.id, p.id, now(), p.original_price_cents FROM accounts a
         CROSS JOIN (SELECT id, original_price_cents FROM products ORDER BY position LIMIT 3) p`,
    );
    // A receipt whose key is long and not ASCII (a pax header in the tar).
    await sourceStorage.put(`receipts/comprobante ñandú ${'x'.repeat(120)}.png`, randomBytes(3000), 'image/png');
  }, 60_000);

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up while orders keep coming in: one consistent snapshot, every file, a manifest', async () => {
    let writing = true;
    const written: string[] = [];
    const writer = (async () => {
      while (writing) written.push(await storeOrder(source.dataSource));
    })();
    const progress: string[] = [];
    try {
      backup = await createBackup({
        databaseUrl: source.url,
        storage: sourceStorage,
        file: path.join(work, 'esencia.tar.gz'),
        now,
        key,
        onProgress: async ({ step, name, done, total }) => {
          progress.push(`${step} ${done}/${total} ${name}`);
          if (step === 'table' && done === 1) {
            // The snapshot is taken; three more orders (with their lines) commit before orders are copied.
            const target = written.length + 3;
            while (written.length < target) await new Promise((resolve) => setTimeout(resolve, 5));
            // The last two were begun after the snapshot, and committed.
            writtenDuringSnapshot.push(...written.slice(-2));
          }
        },
      });
    } finally {
      writing = false;
      await writer;
    }

    const manifest = backup.manifest;
    expect(manifest.format).toBe('esencia-backup');
    expect(manifest.formatVersion).toBe(2);
    expect(manifest.migration).toBe(migrations.at(-1)!.name);
    expect(manifest.tables.map((table) => table.name)).toEqual(await applicationTablesOf(source.dataSource));
    expect(manifest.tables[0]!.name).toBe('migrations');
    const order = (name: string) => manifest.tables.findIndex((table) => table.name === name);
    expect(order('orders')).toBeLessThan(order('order_lines'));
    expect(order('brands')).toBeLessThan(order('products'));
    const rows = (name: string) => manifest.tables.find((table) => table.name === name)!.rows;
    // Lines and orders from the same instant: two lines for every order.
    expect(rows('order_lines')).toBe(2 * rows('orders'));
    // The stock ledger (issue 24): the demo stock's opening balances and the sale recorded before the backup.
    expect(order('products')).toBeLessThan(order('stock_movements'));
    expect(rows('stock_movements')).toBe(
      Number((await source.dataSource.query(`SELECT count(*) FROM stock_movements`))[0].count),
    );
    expect(rows('stock_movements')).toBeGreaterThan(10);
    const final = Number((await source.dataSource.query(`SELECT count(*) FROM orders`))[0].count);
    expect(rows('orders')).toBeLessThanOrEqual(final - 3);
    expect(manifest.files.map((file) => file.key)).toEqual(await sourceStorage.list(''));
    expect(manifest.files.length).toBeGreaterThan(5);
    expect(progress.filter((line) => line.startsWith('table'))).toHaveLength(manifest.tables.length);
    expect(backup.bytes).toBe(readFileSync(backup.file).length);
    // Any tar lists it, the long non-ASCII key (a pax header) included.
    const listed = execFileSync('tar', ['tzf', backup.file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual([
      'ESENCIA-BACKUP',
      ...manifest.tables.map((table) => table.entry),
      ...manifest.files.map((file) => file.entry),
      'manifest.json',
      'manifest.sig',
    ]);
    expect(listed).toContain(`files/receipts/comprobante ñandú ${'x'.repeat(120)}.png`);
  });

  it('restores into a blank database and an empty folder: the same rows, files and API answers', async () => {
    target = await createTestDatabase();
    await blank(target.dataSource);
    const targetStorage = new LocalFileStorage(path.join(work, 'restored-files'));

    const result = await restoreBackup({
      databaseUrl: target.url,
      storage: targetStorage,
      file: backup.file,
      replace: false,
      key,
    });

    const restoredOrders: string[] = (await target.dataSource.query(`SELECT id FROM orders`)).map(
      (row: { id: string }) => row.id,
    );
    expect(restoredOrders).toEqual(expect.arrayContaining(before));
    for (const id of writtenDuringSnapshot) expect(restoredOrders).not.toContain(id);
    expect(result.rows).toBe(backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0));
    // Table by table, every column (generated ones included); orders written after the snapshot left out.
    for (const table of await applicationTablesOf(source.dataSource)) {
      const filter =
        table === 'orders' ? 'WHERE id = ANY($1)' : table === 'order_lines' ? 'WHERE order_id = ANY($1)' : '';
      const parameters = filter ? [restoredOrders] : [];
      expect({ table, rows: await rowsOf(target.dataSource, table) }).toEqual({
        table,
        rows: await rowsOf(source.dataSource, table, filter, parameters),
      });
    }
    // Identity columns go on after the restored ids.
    const [event] = await target.dataSource.query(
      `INSERT INTO order_status_events (order_id, from_status, to_status, admin_email, at)
       VALUES ($1, 'pending', 'processing', 'duena@esencia.pe', now()) RETURNING id`,
      [before[1]],
    );
    expect(Number(event.id)).toBe(2);
    const [movement] = await target.dataSource.query(
      `INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, at)
       SELECT id, 'admin-adjustment', 1, 0, stock + 1, held, now() FROM products LIMIT 1 RETURNING id`,
    );
    const [{ max }] = await source.dataSource.query(`SELECT max(id) FROM stock_movements`);
    expect(Number(movement.id)).toBe(Number(max) + 1);

    expect(await filesOf(targetStorage)).toEqual(await filesOf(sourceStorage));

    const [sourceStore, restoredStore] = await Promise.all([
      startTestStore({ clock: fixedClock(now.toISOString()), database: source }),
      startTestStore({ clock: fixedClock(now.toISOString()), database: target }),
    ]);
    try {
      const reads = [
        [`{ products(pageSize: 100) { total items { id name active brand { name } categories { name } } } }`, {}],
        [`{ stories { id title duration } storeSettings { __typename } brands { id name logoUrl } }`, {}],
        [`query($ids: [ID!]!) { ordersByIds(ids: $ids) { id status } }`, { ids: [before[0], before[2]] }],
      ] as const;
      for (const [query, variables] of reads) {
        const [expected, restored] = await Promise.all([
          sourceStore.graphql(query, variables),
          restoredStore.graphql(query, variables),
        ]);
        expect(expected.body.errors).toBeUndefined();
        expect(restored.body).toEqual(expected.body);
      }
    } finally {
      await Promise.all([sourceStore.stop(), restoredStore.stop()]);
    }
  });

  describe('refusals that touch nothing', () => {
    let blankDb: TestDatabase;
    const storage = () => new LocalFileStorage(path.join(work, 'refused-files'));

    beforeAll(async () => {
      blankDb = await createTestDatabase();
      await blank(blankDb.dataSource);
    });
    afterAll(() => blankDb.drop());

    async function refusal(file: string, options: Partial<Parameters<typeof restoreBackup>[0]> = {}) {
      const error = await restoreBackup({
        databaseUrl: blankDb.url,
        storage: storage(),
        file,
        replace: false,
        key,
        ...options,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackupRefusedError);
      // Nothing written: still no table, no file.
      expect(await applicationTablesOf(blankDb.dataSource)).toEqual([]);
      expect(await storage().list('')).toEqual([]);
      return error as BackupRefusedError;
    }
    const expectRefusal = (error: BackupRefusedError, code: BackupRefusalCode, text: string) => {
      expect(error.code).toBe(code);
      expect(error.message).toContain(text);
      expect(error.message).toMatch(/No se modificó nada\.$/);
    };

    it('refuses a truncated archive and one whose bytes changed', async () => {
      const archive = readFileSync(backup.file);
      const truncated = path.join(work, 'truncated.tar.gz');
      writeFileSync(truncated, archive.subarray(0, Math.floor(archive.length * 0.6)));
      expectRefusal(await refusal(truncated), 'DAMAGED', 'está dañada o incompleta');

      // A valid gzip and tar, but one table's bytes differ from the manifest's checksum.
      const tar = gunzipSync(archive);
      const at = tar.indexOf(Buffer.from('lucia@correo.pe'));
      tar[at] = 'L'.charCodeAt(0);
      const altered = path.join(work, 'altered.tar.gz');
      writeFileSync(altered, gzipSync(tar));
      expectRefusal(await refusal(altered), 'DAMAGED', 'no coincide con su suma de control');
    });

    it("refuses an archive edited without the install's key: an account made admin, an HTML page added, checksums recomputed (issue 25)", async () => {
      const entries: TarEntry[] = [];
      for await (const entry of readTar(chunksOf(gunzipSync(readFileSync(backup.file))))) entries.push(entry);
      const manifest = JSON.parse(entries.find((entry) => entry.name === 'manifest.json')!.content.toString());
      const accounts = manifest.tables.find((table: { name: string }) => table.name === 'accounts');
      const accountsEntry = entries.find((entry) => entry.name === accounts.entry)!;
      const edited = Buffer.from(accountsEntry.content.toString().replace(/\tuser\t/, '\tadmin\t'));
      expect(edited.equals(accountsEntry.content)).toBe(false);
      const page = Buffer.from('<!DOCTYPE html><script src="/files/products/x.js"></script>');
      const forged = {
        ...manifest,
        tables: manifest.tables.map((table: { entry: string }) =>
          table.entry === accounts.entry ? { ...table, bytes: edited.length, sha256: sha256(edited) } : table,
        ),
        files: [
          ...manifest.files,
          {
            key: 'products/x.html',
            contentType: 'text/html',
            entry: 'files/products/x.html',
            bytes: page.length,
            sha256: sha256(page),
          },
        ],
      };
      const rewritten: [string, Buffer][] = entries
        .filter((entry) => entry.name !== 'manifest.json' && !entry.name.endsWith('.sig'))
        .map((entry) => [entry.name, entry.name === accounts.entry ? edited : entry.content]);
      rewritten.push(['files/products/x.html', page], ['manifest.json', Buffer.from(JSON.stringify(forged))]);
      const signature = entries.find((entry) => entry.name.endsWith('.sig'));
      if (signature) rewritten.push([signature.name, signature.content]);
      const file = await tarGz(path.join(work, 'forged.tar.gz'), rewritten);

      expectRefusal(await refusal(file), 'SIGNATURE', 'no está firmada con la llave de esta instalación');
    });

    it("needs the install's key: refuses without one, with another install's, and an unsigned archive unless told", async () => {
      expectRefusal(await refusal(backup.file, { key: null }), 'KEY_MISSING', 'BACKUP_KEY');
      const other = backupKeyFromText('beef'.repeat(10), 'BACKUP_KEY');
      expectRefusal(await refusal(backup.file, { key: other }), 'SIGNATURE', 'la firmó otra');

      // Format 1 (before archives were signed): only restored with --unsigned.
      const entries: TarEntry[] = [];
      for await (const entry of readTar(chunksOf(gunzipSync(readFileSync(backup.file))))) entries.push(entry);
      const manifest = JSON.parse(entries.find((entry) => entry.name === 'manifest.json')!.content.toString());
      const unsigned = await tarGz(path.join(work, 'unsigned.tar.gz'), [
        ['ESENCIA-BACKUP', 'esencia-backup 1\n'],
        ...entries
          .filter((entry) => !['ESENCIA-BACKUP', 'manifest.json', 'manifest.sig'].includes(entry.name))
          .map((entry): [string, Buffer] => [entry.name, entry.content]),
        ['manifest.json', JSON.stringify({ ...manifest, formatVersion: 1 })],
      ]);
      expectRefusal(await refusal(unsigned), 'UNSIGNED', '--unsigned');
    });

    it('refuses an entry larger than the format allows before reading it (a 1 GiB entry in a small archive)', async () => {
      const header = Buffer.alloc(512);
      header.write('database/01-migrations.copy', 0, 'utf8');
      header.write('0000644\0', 100, 'ascii');
      header.write(`${(2 ** 30).toString(8).padStart(11, '0')}\0`, 124, 'ascii');
      header.write('0', 156, 'ascii');
      header.write('ustar\u000000', 257, 'ascii');
      header.write(' '.repeat(8), 148, 'ascii');
      let sum = 0;
      for (const byte of header) sum += byte;
      header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
      let pulled = 0;
      async function* endlessZeros() {
        const marker = new PassThrough();
        const chunks: Buffer[] = [];
        marker.on('data', (chunk: Buffer) => chunks.push(chunk));
        await writeTarEntry(marker, 'ESENCIA-BACKUP', Buffer.from('esencia-backup 2\n'), new Date());
        yield Buffer.concat(chunks);
        yield header;
        for (;;) {
          pulled += 1 << 20;
          if (pulled > 64 << 20) throw new Error('read the entry instead of refusing it');
          yield Buffer.alloc(1 << 20);
        }
      }
      const reading = (async () => {
        for await (const entry of readTar(endlessZeros(), entryLimit)) void entry;
      })();
      await expect(reading).rejects.toThrow(/mide 1073741824 bytes/);
      expect(pulled).toBe(0);
    });

    it('refuses a file that is not ours, another format version and an archive from newer code', async () => {
      const text = path.join(work, 'notes.txt');
      writeFileSync(text, 'hola');
      expectRefusal(await refusal(text), 'FOREIGN', 'no es una copia de seguridad de Esencia');

      const otherTar = await tarGz(path.join(work, 'other.tar.gz'), [['readme.txt', 'otro programa']]);
      expectRefusal(await refusal(otherTar), 'FOREIGN', 'no es una copia de seguridad de Esencia');

      const v3 = await tarGz(path.join(work, 'v3.tar.gz'), [['ESENCIA-BACKUP', 'esencia-backup 3\n']]);
      expectRefusal(await refusal(v3), 'FORMAT_VERSION', 'tiene el formato 3');

      const older = migrations.slice(0, -1);
      expectRefusal(
        await refusal(backup.file, { migrations: older }),
        'NEWER_CODE',
        `la migración "${migrations.at(-1)!.name}"`,
      );
    });

    it('refuses a database with data unless told to replace it; --replace brings it back to the archive', async () => {
      const before = await rowsOf(source.dataSource, 'orders');
      const error = await restoreBackup({
        databaseUrl: source.url,
        storage: sourceStorage,
        file: backup.file,
        replace: false,
        key,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackupRefusedError);
      expectRefusal(error as BackupRefusedError, 'NOT_EMPTY', 'La base de datos no está vacía');
      expect(await rowsOf(source.dataSource, 'orders')).toEqual(before);

      await sourceStorage.put('products/added-after-the-backup.png', Buffer.from('x'), 'image/png');
      const result = await restoreBackup({
        databaseUrl: source.url,
        storage: sourceStorage,
        file: backup.file,
        replace: true,
        key,
      });
      expect(result.removedFiles).toBe(1);
      expect(await rowsOf(source.dataSource, 'orders')).toEqual(await rowsOf(target.dataSource, 'orders'));
      expect(await filesOf(sourceStorage)).toEqual(
        await filesOf(new LocalFileStorage(path.join(work, 'restored-files'))),
      );
    });
  });
});

/** A stored order with two lines; returns its id. */
async function storeOrder(db: DataSource): Promise<string> {
  const id = new CryptoSecretGenerator().identifier();
  const order = anOrder({ id, lines: [orderLine(1, 1), orderLine(2, 2)] });
  await new TypeOrmUnitOfWork(db).run((tx) => tx.orders.insert(order, { key: `key-${id}`, fingerprint: 'f' }));
  return id;
}

async function applicationTablesOf(db: DataSource): Promise<string[]> {
  const runner = db.createQueryRunner();
  try {
    await runner.connect();
    const client = (runner as unknown as { databaseConnection: ClientBase }).databaseConnection;
    return await applicationTables(client);
  } finally {
    await runner.release();
  }
}

/** Every row as JSON text (every column, generated ones too), sorted. */
async function rowsOf(db: DataSource, table: string, filter = '', parameters: unknown[] = []): Promise<string[]> {
  const rows: { row: string }[] = await db.query(
    `SELECT to_jsonb(t)::text AS row FROM "${table}" t ${filter} ORDER BY 1`,
    parameters,
  );
  return rows.map((row) => row.row);
}

async function filesOf(storage: LocalFileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const key of await storage.list('')) {
    const file = (await storage.get(key))!;
    const hash = createHash('sha256');
    for await (const chunk of file.body) hash.update(chunk as Buffer);
    files[key] = `${file.contentType} ${hash.digest('hex')}`;
  }
  return files;
}

/** A database as a new install finds it: nothing in it, not even the migrations table. */
async function blank(db: DataSource): Promise<void> {
  await db.query(`DROP SCHEMA public CASCADE`);
  await db.query(`CREATE SCHEMA public`);
}

async function tarGz(file: string, entries: [string, string | Buffer][]): Promise<string> {
  const tar = new PassThrough();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const [name, content] of entries) await writeTarEntry(tar, name, Buffer.from(content), new Date());
  await writeTarEnd(tar);
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

async function* chunksOf(buffer: Buffer): AsyncGenerator<Buffer> {
  yield buffer;
}
