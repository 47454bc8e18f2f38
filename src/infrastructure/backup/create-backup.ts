import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { FileStorage } from '../../application/ports/file-storage';
import {
  applicationTables,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupFile,
  type BackupManifest,
  type BackupTable,
  MANIFEST_ENTRY,
  MARKER_ENTRY,
  quoteIdentifier,
  SIGNATURE_ENTRY,
  storedColumns,
} from './backup-format';
import { signManifest, type BackupKey } from './backup-key';
import { writeTarEnd, writeTarEntry } from './tar';

export interface BackupProgress {
  readonly step: 'table' | 'file';
  readonly name: string;
  readonly done: number;
  readonly total: number;
  /** Rows of a table, bytes of a file. */
  readonly amount: number;
}

export interface CreateBackupOptions {
  readonly databaseUrl: string;
  readonly storage: FileStorage;
  /** The archive to write (`.tar.gz`); written as `<file>.partial` and renamed once complete. */
  readonly file: string;
  readonly now: Date;
  /** The install's key: the manifest is signed with it, and restore needs it (backup-key.ts). */
  readonly key: BackupKey;
  /** Awaited: a table's progress is reported inside the snapshot transaction. */
  readonly onProgress?: (progress: BackupProgress) => void | Promise<void>;
}

export interface BackupResult {
  readonly file: string;
  readonly bytes: number;
  readonly manifest: BackupManifest;
}

/**
 * Writes one archive with a consistent copy of the database and every stored file while the store keeps
 * serving. The database is read in ONE `REPEATABLE READ READ ONLY` transaction: every table is copied
 * (`COPY … TO STDOUT`) from the same snapshot, so an order is never without its lines whatever is written
 * meanwhile, and nobody waits for the backup (it takes no lock a write needs). Files come after the snapshot:
 * stored keys are never reused, so every file the snapshot names is there unless it was deleted meanwhile.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const partial = `${options.file}.partial`;
  await mkdir(path.dirname(options.file), { recursive: true });
  const gzip = createGzip({ level: 6 });
  // Password hashes and customers' addresses are inside: only the owner may read the archive.
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const written = finished(out);
  written.catch(() => undefined);
  try {
    const marker = Buffer.from(`${BACKUP_FORMAT} ${BACKUP_FORMAT_VERSION}\n`);
    await writeTarEntry(gzip, MARKER_ENTRY, marker, options.now);
    const database = await copyDatabase(options, (name, content) => writeTarEntry(gzip, name, content, options.now));
    const files = await copyFiles(options, (name, content) => writeTarEntry(gzip, name, content, options.now));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      ...database,
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeTarEntry(gzip, MANIFEST_ENTRY, manifestBytes, options.now);
    await writeTarEntry(
      gzip,
      SIGNATURE_ENTRY,
      Buffer.from(signManifest(options.key, marker, manifestBytes)),
      options.now,
    );
    await writeTarEnd(gzip);
    gzip.end();
    await written;
    await chmod(partial, 0o600);
    await rename(partial, options.file);
    return { file: options.file, bytes: (await stat(options.file)).size, manifest };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

type WriteEntry = (name: string, content: Buffer) => Promise<void>;

async function copyDatabase(
  options: CreateBackupOptions,
  writeEntry: WriteEntry,
): Promise<Pick<BackupManifest, 'migration' | 'migrations' | 'postgresVersion' | 'tables'>> {
  const client = new Client({ connectionString: options.databaseUrl, application_name: 'esencia-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // The snapshot is taken by the first query; every later read sees the database as it was then.
    const tables = await applicationTables(client);
    if (!tables.includes('migrations')) throw new Error('La base de datos no tiene la tabla de migraciones de Esencia');
    const { rows: applied } = await client.query<{ name: string }>(
      'SELECT name FROM migrations ORDER BY "timestamp", id',
    );
    const migration = applied.at(-1)?.name;
    if (!migration) throw new Error('La base de datos no tiene migraciones aplicadas');
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    const copied: BackupTable[] = [];
    for (const [index, table] of tables.entries()) {
      const columns = await storedColumns(client, table);
      const chunks: Buffer[] = [];
      const stream = client.query(
        copyTo(`COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) TO STDOUT`),
      );
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const content = Buffer.concat(chunks);
      // In COPY's text format every row ends with a newline and newlines inside values are escaped (\n).
      const rows = countNewlines(content);
      const entry = `database/${String(index + 1).padStart(2, '0')}-${table}.copy`;
      await writeEntry(entry, content);
      copied.push({ name: table, columns, rows, entry, bytes: content.length, sha256: sha256(content) });
      await options.onProgress?.({ step: 'table', name: table, done: index + 1, total: tables.length, amount: rows });
    }
    await client.query('COMMIT');
    return {
      migration,
      migrations: applied.map((row) => row.name),
      postgresVersion: version[0]?.server_version ?? 'desconocida',
      tables: copied,
    };
  } finally {
    await client.end();
  }
}

async function copyFiles(options: CreateBackupOptions, writeEntry: WriteEntry): Promise<BackupFile[]> {
  const keys = await options.storage.list('');
  const files: BackupFile[] = [];
  for (const [index, key] of keys.entries()) {
    const file = await options.storage.get(key);
    if (file) {
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      const content = Buffer.concat(chunks);
      const entry = `files/${key}`;
      await writeEntry(entry, content);
      files.push({ key, contentType: file.contentType, entry, bytes: content.length, sha256: sha256(content) });
    }
    // A key deleted after it was listed is simply not in the copy.
    await options.onProgress?.({
      step: 'file',
      name: key,
      done: index + 1,
      total: keys.length,
      amount: file?.size ?? 0,
    });
  }
  return files;
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

function countNewlines(content: Buffer): number {
  let count = 0;
  for (let at = content.indexOf(0x0a); at !== -1; at = content.indexOf(0x0a, at + 1)) count++;
  return count;
}
