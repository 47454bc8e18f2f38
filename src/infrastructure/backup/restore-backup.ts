import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { from as copyFrom } from 'pg-copy-streams';
import type { FileStorage } from '../../application/ports/file-storage';
import { createDataSource, migrations as knownMigrations } from '../database/data-source';
import { refuseNewerDatabase } from '../database/newer-database-guard';
import { assertValidStorageKey } from '../storage/storage-key';
import {
  applicationTables,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupRefusedError,
  BOOKKEEPING_TABLES,
  entryLimit,
  MANIFEST_ENTRY,
  MARKER_ENTRY,
  quoteIdentifier,
  SIGNATURE_ENTRY,
  storedColumns,
  UNSIGNED_FORMAT_VERSION,
} from './backup-format';
import { checkManifestSignature, type BackupKey } from './backup-key';
import { sha256 } from './create-backup';
import { readTar, type TarEntry } from './tar';

export interface RestoreProgress {
  readonly step: 'verified' | 'migrated' | 'table' | 'file' | 'removed';
  readonly name: string;
  readonly done: number;
  readonly total: number;
}

export interface RestoreBackupOptions {
  readonly databaseUrl: string;
  readonly storage: FileStorage;
  readonly file: string;
  /** Replace a database that already has a shop's data (and remove stored files the archive does not have). */
  readonly replace: boolean;
  /** The install's backup key (backup-key.ts): an archive it did not sign is refused. null: none found. */
  readonly key: BackupKey | null;
  /** Restore an archive of format 1 (before archives were signed), which nothing authenticates. */
  readonly allowUnsigned?: boolean;
  /** The migrations this code knows, oldest first (the app's list by default; tests pass others). */
  readonly migrations?: readonly (new () => unknown)[];
  readonly onProgress?: (progress: RestoreProgress) => void;
}

export interface RestoreResult {
  readonly manifest: BackupManifest;
  readonly rows: number;
  readonly files: number;
  readonly removedFiles: number;
}

/**
 * Brings a database (new, or any with `replace`) and the file storage back to an archive's state:
 * 1. reads the whole archive and checks it against its manifest (format, every checksum and size, nothing
 *    missing or extra) and the target (not from newer code, not a database ahead of it, empty unless
 *    `replace`) — a refusal (BackupRefusedError) happens before anything is written;
 * 2. migrates the database up to the archive's migration, no further (the server migrates the rest on start);
 * 3. in ONE transaction: empties every table, `COPY … FROM STDIN` each one from the archive (checked again
 *    while read), moves the identity sequences past the restored ids, puts every file back, commits;
 * 4. with `replace`, removes stored files the archive does not have.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreResult> {
  const known = (options.migrations ?? knownMigrations).map((migration) => migration.name);
  const manifest = await verifyArchive(options.file, options);
  options.onProgress?.({ step: 'verified', name: options.file, done: 1, total: 1 });
  const archiveVersion = known.indexOf(manifest.migration);
  if (archiveVersion === -1 || manifest.migrations.some((name) => !known.includes(name))) {
    throw new BackupRefusedError(
      'NEWER_CODE',
      `La copia la hizo una versión más nueva de Esencia: su base de datos tiene la migración "${manifest.migration}", ` +
        `que esta versión no conoce (la más reciente que conoce es "${known.at(-1) ?? 'ninguna'}"). ` +
        'Actualiza Esencia (git pull y npm install) y vuelve a restaurar.',
    );
  }

  const client = new Client({ connectionString: options.databaseUrl, application_name: 'esencia-restore' });
  await client.connect();
  try {
    // Connecting runs nothing: the target is only read until every check has passed.
    const dataSource = createDataSource({ url: options.databaseUrl, poolSize: 1 });
    dataSource.setOptions({
      migrations: (options.migrations ?? knownMigrations).slice(0, archiveVersion + 1) as never,
    });
    await dataSource.initialize();
    try {
      await checkTarget(client, dataSource, options, known, archiveVersion);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    options.onProgress?.({ step: 'migrated', name: manifest.migration, done: 1, total: 1 });

    const tables = await applicationTables(client);
    for (const table of manifest.tables) {
      const columns = tables.includes(table.name) ? await storedColumns(client, table.name) : [];
      if (columns.join(',') !== table.columns.join(',')) {
        throw new BackupRefusedError(
          'SCHEMA_MISMATCH',
          `La tabla "${table.name}" de la copia no coincide con la de la base de datos en la migración "${manifest.migration}".`,
          true,
        );
      }
    }
    const missing = tables.filter((name) => !manifest.tables.some((table) => table.name === name));
    if (missing.length > 0) {
      throw new BackupRefusedError(
        'SCHEMA_MISMATCH',
        `La copia no tiene las tablas ${missing.join(', ')} que la base de datos tiene en la migración "${manifest.migration}".`,
        true,
      );
    }

    const rows = await copyIntoDatabase(client, options, manifest);
    const removedFiles = options.replace ? await removeOtherFiles(options, manifest) : 0;
    return { manifest, rows, files: manifest.files.length, removedFiles };
  } finally {
    await client.end();
  }
}

/** Refusals that depend on the target database, read-only. */
async function checkTarget(
  client: Client,
  dataSource: DataSource,
  options: RestoreBackupOptions,
  known: readonly string[],
  archiveVersion: number,
): Promise<void> {
  const { rows: present } = await client.query<{ present: boolean }>(
    `SELECT to_regclass('public.migrations') IS NOT NULL AS present`,
  );
  if (!present[0]?.present) return;
  await refuseNewerDatabase(
    dataSource,
    known.map((name) => ({ name })),
  );
  const { rows: applied } = await client.query<{ name: string }>('SELECT name FROM migrations');
  const ahead = applied.map((row) => row.name).filter((name) => known.indexOf(name) > archiveVersion);
  if (ahead.length > 0) {
    throw new BackupRefusedError(
      'DATABASE_AHEAD',
      `La base de datos ya tiene migraciones más nuevas que la copia (${ahead.join(', ')}). Restaura en una base ` +
        'de datos nueva (con PostgreSQL embebido, una carpeta DATA_DIR nueva; si no, una base vacía en DATABASE_URL).',
    );
  }
  if (options.replace) return;
  for (const table of await applicationTables(client)) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${quoteIdentifier(table)}`);
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) {
      throw new BackupRefusedError(
        'NOT_EMPTY',
        `La base de datos no está vacía (la tabla "${table}" tiene ${count} ${count === 1 ? 'fila' : 'filas'}). ` +
          'Para reemplazar todo su contenido y sus archivos por los de la copia, usa npm run restore -- ARCHIVO --replace.',
      );
    }
  }
}

async function copyIntoDatabase(
  client: Client,
  options: RestoreBackupOptions,
  manifest: BackupManifest,
): Promise<number> {
  const tablesByEntry = new Map(manifest.tables.map((table) => [table.entry, table]));
  const filesByEntry = new Map(manifest.files.map((file) => [file.entry, file]));
  let rows = 0;
  let tablesDone = 0;
  let filesDone = 0;
  await client.query('BEGIN');
  try {
    await client.query(
      `TRUNCATE ${manifest.tables.map((table) => quoteIdentifier(table.name)).join(', ')} RESTART IDENTITY`,
    );
    // The copy is written as it was taken, derived tables included: the store's own triggers (the favourites'
    // counts, the catalogue's change notices) stay off while it is, as pg_dump's --disable-triggers does; the
    // foreign keys are still checked. Back on before the commit.
    await setUserTriggers(client, manifest, 'DISABLE');
    await forEachEntry(options.file, async (entry) => {
      const table = tablesByEntry.get(entry.name);
      const file = filesByEntry.get(entry.name);
      if (!table && !file) return;
      // Checked again as it is written: the archive could have changed since it was verified.
      if (sha256(entry.content) !== (table ?? file)!.sha256) {
        throw new BackupRefusedError('DAMAGED', `La copia "${options.file}" cambió mientras se restauraba.`);
      }
      if (table) {
        const columns = table.columns.map(quoteIdentifier).join(', ');
        await pipeline(
          Readable.from([entry.content]),
          client.query(copyFrom(`COPY ${quoteIdentifier(table.name)} (${columns}) FROM STDIN`)),
        );
        rows += table.rows;
        options.onProgress?.({ step: 'table', name: table.name, done: ++tablesDone, total: manifest.tables.length });
      } else if (file) {
        await options.storage.put(file.key, entry.content, file.contentType);
        options.onProgress?.({ step: 'file', name: file.key, done: ++filesDone, total: manifest.files.length });
      }
    });
    for (const table of manifest.tables) await resetSequences(client, table.name);
    await setUserTriggers(client, manifest, 'ENABLE');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return rows;
}

async function setUserTriggers(client: Client, manifest: BackupManifest, state: 'DISABLE' | 'ENABLE'): Promise<void> {
  for (const table of manifest.tables) {
    await client.query(`ALTER TABLE ${quoteIdentifier(table.name)} ${state} TRIGGER USER`);
  }
}

/** Identity and serial columns continue after the highest restored id. */
async function resetSequences(client: Client, table: string): Promise<void> {
  const { rows } = await client.query<{ column: string; sequence: string | null }>(
    `SELECT attname AS column, pg_get_serial_sequence($1, attname) AS sequence FROM pg_attribute
     WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped`,
    [`public.${quoteIdentifier(table)}`],
  );
  for (const { column, sequence } of rows) {
    if (!sequence) continue;
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${quoteIdentifier(column)}) FROM ${quoteIdentifier(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

async function removeOtherFiles(options: RestoreBackupOptions, manifest: BackupManifest): Promise<number> {
  const kept = new Set(manifest.files.map((file) => file.key));
  const others = (await options.storage.list('')).filter((key) => !kept.has(key));
  for (const [index, key] of others.entries()) {
    await options.storage.delete(key);
    options.onProgress?.({ step: 'removed', name: key, done: index + 1, total: others.length });
  }
  return others.length;
}

/**
 * Reads the whole archive and checks it: ours (marker), a format this code reads, no entry larger than the
 * format allows (refused from its header, before it is read), complete (manifest and signature at the end),
 * signed with the install's key, every entry's size and SHA-256 as the manifest says, nothing missing,
 * nothing extra.
 */
export async function verifyArchive(
  file: string,
  options: Pick<RestoreBackupOptions, 'key' | 'allowUnsigned'>,
): Promise<BackupManifest> {
  const foreign = () =>
    new BackupRefusedError('FOREIGN', `"${file}" no es una copia de seguridad de Esencia (las crea npm run backup).`);
  const damaged = (detail: string) =>
    new BackupRefusedError('DAMAGED', `La copia "${file}" está dañada o incompleta (${detail}); usa otra copia.`);

  const head = Buffer.alloc(2);
  const handle = await open(file, 'r').catch(() => {
    throw new BackupRefusedError('FOREIGN', `No se puede leer el archivo "${file}".`);
  });
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw foreign();

  const seen = new Map<string, { bytes: number; sha256: string }>();
  let marker: Buffer | null = null;
  let formatVersion = 0;
  let manifestBytes: Buffer | null = null;
  let signature: string | null = null;
  let index = 0;
  try {
    await forEachEntry(file, async (entry) => {
      if (index++ === 0) {
        const [format, version] = entry.content.toString('utf8').trim().split(' ');
        if (entry.name !== MARKER_ENTRY || format !== BACKUP_FORMAT) throw foreign();
        formatVersion = Number(version);
        if (formatVersion !== BACKUP_FORMAT_VERSION && formatVersion !== UNSIGNED_FORMAT_VERSION) {
          throw new BackupRefusedError(
            'FORMAT_VERSION',
            `La copia "${file}" tiene el formato ${version ?? '?'}, que esta versión de Esencia no sabe leer ` +
              `(lee el formato ${BACKUP_FORMAT_VERSION}).`,
          );
        }
        marker = entry.content;
        return;
      }
      if (entry.name === MANIFEST_ENTRY && manifestBytes === null) manifestBytes = entry.content;
      else if (entry.name === SIGNATURE_ENTRY && manifestBytes !== null && signature === null) {
        signature = entry.content.toString('utf8');
      } else if (manifestBytes !== null) throw damaged(`hay datos después del índice: ${entry.name}`);
      else if (seen.has(entry.name)) throw damaged(`la entrada ${entry.name} está repetida`);
      else seen.set(entry.name, { bytes: entry.content.length, sha256: sha256(entry.content) });
    });
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    throw index === 0 ? foreign() : damaged(error instanceof Error ? error.message : String(error));
  }
  if (index === 0 || marker === null) throw foreign();
  if (manifestBytes === null) throw damaged('falta el índice manifest.json: el archivo se cortó');
  checkSignature(file, formatVersion, marker, manifestBytes, signature, options);

  let manifest: BackupManifest;
  try {
    manifest = JSON.parse((manifestBytes as Buffer).toString('utf8')) as BackupManifest;
  } catch {
    throw damaged('el índice manifest.json no se puede leer');
  }
  if (manifest.format !== BACKUP_FORMAT) throw foreign();
  if (manifest.formatVersion !== formatVersion) throw damaged('el índice no coincide con el formato');
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.files) || typeof manifest.migration !== 'string') {
    throw damaged('el índice está incompleto');
  }
  const expected = [...manifest.tables, ...manifest.files];
  for (const item of expected) {
    const found = seen.get(item.entry);
    if (!found) throw damaged(`falta ${item.entry}`);
    if (found.bytes !== item.bytes || found.sha256 !== item.sha256) {
      throw damaged(`${item.entry} no coincide con su suma de control`);
    }
  }
  if (seen.size !== expected.length) throw damaged('tiene entradas que su índice no nombra');
  try {
    for (const table of manifest.tables) [table.name, ...table.columns].forEach(quoteIdentifier);
    for (const stored of manifest.files) {
      assertValidStorageKey(stored.key);
      if (stored.entry !== `files/${stored.key}`) throw new Error(stored.entry);
    }
  } catch {
    throw damaged('el índice nombra tablas o archivos no válidos');
  }
  return manifest;
}

/** A signed format needs the install's key and a signature made with it; the unsigned one needs --unsigned. */
function checkSignature(
  file: string,
  formatVersion: number,
  marker: Buffer,
  manifest: Buffer,
  signature: string | null,
  options: Pick<RestoreBackupOptions, 'key' | 'allowUnsigned'>,
): void {
  if (formatVersion === UNSIGNED_FORMAT_VERSION) {
    if (options.allowUnsigned) return;
    throw new BackupRefusedError(
      'UNSIGNED',
      `La copia "${file}" no está firmada (la hizo una versión anterior de Esencia): nada garantiza que nadie la ` +
        'cambió. Si la hiciste tú y la guardaste donde nadie más pudo tocarla, restáurala con --unsigned.',
    );
  }
  if (!options.key) {
    throw new BackupRefusedError(
      'KEY_MISSING',
      `Para restaurar "${file}" hace falta la llave de las copias de la instalación que la hizo (su archivo ` +
        'DATA_DIR/backup.key): cópiala a la carpeta de datos de esta instalación o pásala con BACKUP_KEY=… .',
    );
  }
  const verdict = signature === null ? 'invalid' : checkManifestSignature(options.key, marker, manifest, signature);
  if (verdict === 'valid') return;
  throw new BackupRefusedError(
    'SIGNATURE',
    verdict === 'other-key'
      ? `La copia "${file}" no está firmada con la llave de esta instalación (${options.key.source}): la firmó ` +
          'otra. Para restaurarla aquí, pasa la llave de la instalación que la hizo (su DATA_DIR/backup.key) con BACKUP_KEY=… .'
      : `La copia "${file}" no está firmada con la llave de esta instalación (${options.key.source}): su índice ` +
          'o su firma fueron alterados. No la restaures; usa otra copia.',
  );
}

async function forEachEntry(file: string, visit: (entry: TarEntry) => Promise<void>): Promise<void> {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file), gunzip);
  reading.catch(() => undefined);
  try {
    for await (const entry of readTar(gunzip as AsyncIterable<Buffer>, entryLimit)) await visit(entry);
  } finally {
    gunzip.destroy();
  }
}
