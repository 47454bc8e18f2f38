import type { ClientBase } from 'pg';

/**
 * A backup is one `.tar.gz`: first `ESENCIA-BACKUP` (this format's name and version, so a foreign or newer
 * archive is told apart at once), then `database/NN-<table>.copy` (each table in PostgreSQL's COPY text
 * format, parents before children), then `files/<storage key>`, then `manifest.json` (written once every
 * checksum is known), and last `manifest.sig`: an HMAC-SHA256 of the marker and the manifest under the
 * install's key (backup-key.ts). Restore checks the signature, then every entry against the manifest, before
 * it writes anything.
 */
export const BACKUP_FORMAT = 'esencia-backup';
/** 2: signed (`manifest.sig`, the install's key); 1: checksums only, restored only with --unsigned. */
export const BACKUP_FORMAT_VERSION = 2;
export const UNSIGNED_FORMAT_VERSION = 1;
export const MARKER_ENTRY = 'ESENCIA-BACKUP';
export const MANIFEST_ENTRY = 'manifest.json';
export const SIGNATURE_ENTRY = 'manifest.sig';

const KiB = 1024;
const MiB = 1024 * KiB;
/**
 * The largest entry of each kind restore reads (checked from the tar header, before reading): a table is held
 * in memory while it is restored; the largest file the store writes is a 10 MB story audio.
 */
export const MAX_ENTRY_BYTES = {
  marker: KiB,
  signature: KiB,
  manifest: 32 * MiB,
  table: 256 * MiB,
  file: 32 * MiB,
  /** A pax header (a long or non-ASCII name). */
  pax: 64 * KiB,
  other: MiB,
} as const;

/** The limit for an entry by its name (`null`: a pax header). */
export function entryLimit(name: string | null): number {
  if (name === null) return MAX_ENTRY_BYTES.pax;
  if (name === MARKER_ENTRY) return MAX_ENTRY_BYTES.marker;
  if (name === SIGNATURE_ENTRY) return MAX_ENTRY_BYTES.signature;
  if (name === MANIFEST_ENTRY) return MAX_ENTRY_BYTES.manifest;
  if (name.startsWith('database/')) return MAX_ENTRY_BYTES.table;
  if (name.startsWith('files/')) return MAX_ENTRY_BYTES.file;
  return MAX_ENTRY_BYTES.other;
}

export interface BackupManifest {
  readonly format: typeof BACKUP_FORMAT;
  readonly formatVersion: number;
  readonly createdAt: string;
  /** The newest migration applied to the copied database: restore migrates a new database up to it. */
  readonly migration: string;
  /** Every applied migration, oldest first. */
  readonly migrations: readonly string[];
  readonly postgresVersion: string;
  /** In restore order (parents first); `migrations` is one of them. */
  readonly tables: readonly BackupTable[];
  readonly files: readonly BackupFile[];
}

export interface BackupTable {
  readonly name: string;
  /** The stored (non-generated) columns, in the order of the COPY data. */
  readonly columns: readonly string[];
  readonly rows: number;
  readonly entry: string;
  readonly bytes: number;
  readonly sha256: string;
}

export interface BackupFile {
  readonly key: string;
  readonly contentType: string;
  readonly entry: string;
  readonly bytes: number;
  readonly sha256: string;
}

/**
 * Tables holding bookkeeping only, not a shop's data: rows there do not make a database "not empty" (a server
 * started on it counts its requests in `request_counts`).
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'migrations',
  'store_settings',
  'scheduled_jobs',
  'request_counts',
]);

export type BackupRefusalCode =
  | 'FOREIGN'
  | 'FORMAT_VERSION'
  | 'DAMAGED'
  | 'SIGNATURE'
  | 'UNSIGNED'
  | 'KEY_MISSING'
  | 'NEWER_CODE'
  | 'DATABASE_AHEAD'
  | 'NOT_EMPTY'
  | 'SCHEMA_MISMATCH';

/** An archive or a target database restore will not touch; its message is for the operator, in Spanish. */
export class BackupRefusedError extends Error {
  override readonly name = 'BackupRefusedError';

  constructor(
    readonly code: BackupRefusalCode,
    message: string,
    /** Only migrations were applied (a schema check after migrating); the data was not touched. */
    migratedOnly = false,
  ) {
    super(
      `${message} ${migratedOnly ? 'Solo se aplicaron migraciones; los datos no se tocaron.' : 'No se modificó nada.'}`,
    );
    this.stack = this.message;
  }
}

/** A plain identifier, as every table and column of this app is named (checked before it goes into SQL). */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Identificador no admitido: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/**
 * The application's tables in the public schema (not an extension's), parents before children by their
 * foreign keys (ties by name), `migrations` first.
 */
export async function applicationTables(client: ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
    ORDER BY c.relname`);
  const { rows: links } = await client.query<{ child: string; parent: string }>(`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = child.relnamespace
    JOIN pg_class parent ON parent.oid = k.confrelid
    WHERE k.contype = 'f' AND cn.nspname = 'public' AND k.conrelid <> k.confrelid`);
  const names = tables.map((table) => table.name);
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const link of links) parents.get(link.child)?.add(link.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = names.filter((name) => name !== 'migrations');
  if (names.includes('migrations')) {
    ordered.push('migrations');
    placed.add('migrations');
  }
  while (remaining.length > 0) {
    const next = remaining.findIndex((name) => [...(parents.get(name) ?? [])].every((parent) => placed.has(parent)));
    // A cycle of foreign keys (none today) would still be copied; COPY checks the keys at the end of each table.
    const index = next === -1 ? 0 : next;
    const [name] = remaining.splice(index, 1);
    ordered.push(name!);
    placed.add(name!);
  }
  return ordered;
}

/** The stored columns (generated ones are computed again on restore), in table order. */
export async function storedColumns(client: ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [`public.${quoteIdentifier(table)}`],
  );
  return rows.map((row) => row.name);
}
