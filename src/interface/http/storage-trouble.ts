import type { FileStorage } from '../../application/ports/file-storage';

/**
 * A full disk, or a data folder (or bucket) the store cannot write (issue 25): not a bug in the request but
 * trouble with the store's storage. Writes that hit it answer a Spanish message with its own code instead of the
 * generic unexpected error, and /healthz and `esencia_storage_up` report it until a write works again.
 */
export type StorageTroubleKind = 'full' | 'unwritable';
/** Where: the stored files (local disk or S3) or the database's own disk. */
export type StorageArea = 'files' | 'database';

export interface StorageTrouble {
  readonly area: StorageArea;
  readonly kind: StorageTroubleKind;
}

export const STORAGE_TROUBLE_CODES: { readonly [K in StorageTroubleKind]: string } = {
  full: 'STORAGE_FULL',
  unwritable: 'STORAGE_UNWRITABLE',
};

const WHAT: { readonly [A in StorageArea]: string } = { files: 'archivos', database: 'datos' };
const WHY: { readonly [K in StorageTroubleKind]: string } = {
  full: 'su almacenamiento está lleno',
  unwritable: 'no puede escribir en su almacenamiento',
};

export function storageTroubleMessage({ area, kind }: StorageTrouble): string {
  return `La tienda no puede guardar ${WHAT[area]} en este momento: ${WHY[kind]}. Intenta de nuevo más tarde.`;
}

/** What a client is told to wait before trying again (Retry-After, seconds): freeing a disk takes a person. */
export const STORAGE_TROUBLE_RETRY_SECONDS = 60;

/** Node's file-system codes: no space or quota left; a read-only or forbidden folder; the disk failing. */
const FILE_CODES: Readonly<Record<string, StorageTroubleKind>> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'unwritable',
  EACCES: 'unwritable',
  EPERM: 'unwritable',
  EIO: 'unwritable',
};
/** PostgreSQL: disk_full (53100), io_error (58030). */
const DATABASE_CODES: Readonly<Record<string, StorageTroubleKind>> = { '53100': 'full', '58030': 'unwritable' };

/**
 * Whether `error` (or what it wraps: GraphQL's originalError, TypeORM's driverError, `cause`) is storage trouble,
 * and where. An S3-compatible service says "full" with 507 Insufficient Storage or MinIO's XMinioStorageFull.
 */
export function storageTrouble(error: unknown, depth = 0): StorageTrouble | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const { code, name, $metadata, originalError, driverError, cause } = error as {
    code?: unknown;
    name?: unknown;
    $metadata?: { httpStatusCode?: unknown };
    originalError?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && FILE_CODES[code]) return { area: 'files', kind: FILE_CODES[code] };
  if (typeof code === 'string' && DATABASE_CODES[code]) return { area: 'database', kind: DATABASE_CODES[code] };
  if (name === 'XMinioStorageFull' || $metadata?.httpStatusCode === 507) return { area: 'files', kind: 'full' };
  for (const inner of [originalError, driverError, cause]) {
    const found = inner !== error ? storageTrouble(inner, depth + 1) : null;
    if (found) return found;
  }
  return null;
}

export type StorageState = 'ok' | StorageTroubleKind;

/** Key of the small file the probe writes and deletes (never served: no extension /files serves). */
const PROBE_KEY = `_health/probe-${process.pid}`;

/**
 * The storage's state as this process last saw it. Files: a probe (write and delete a few bytes through the
 * configured storage) at most every `probeEveryMs`, or at every check while in trouble, so a freed disk shows at
 * once; and any write that failed since. Database: the trouble its writes met, forgotten after `probeEveryMs`
 * without another.
 */
export class StorageHealth {
  private files: { state: StorageState; at: number } | null = null;
  private database: { state: StorageState; at: number } = { state: 'ok', at: 0 };
  private probing: Promise<void> | null = null;

  constructor(
    private readonly storage: Pick<FileStorage, 'put' | 'delete'>,
    private readonly probeEveryMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A write met this trouble (called where the error is answered). */
  record(trouble: StorageTrouble): void {
    const entry = { state: trouble.kind, at: this.now() };
    if (trouble.area === 'files') this.files = entry;
    else this.database = entry;
  }

  async check(): Promise<{ files: StorageState; database: StorageState }> {
    const stale = !this.files || this.files.state !== 'ok' || this.now() - this.files.at >= this.probeEveryMs;
    if (stale) {
      this.probing ??= this.probe().finally(() => (this.probing = null));
      await this.probing;
    }
    if (this.database.state !== 'ok' && this.now() - this.database.at >= this.probeEveryMs) {
      this.database = { state: 'ok', at: this.now() };
    }
    return { files: this.files?.state ?? 'ok', database: this.database.state };
  }

  private async probe(): Promise<void> {
    try {
      await this.storage.put(PROBE_KEY, Buffer.from('ok'), 'text/plain');
      await this.storage.delete(PROBE_KEY);
      this.files = { state: 'ok', at: this.now() };
    } catch (error) {
      // Anything else (a bucket out of reach) is not this check's to name: reported as unwritable too.
      this.files = { state: storageTrouble(error)?.kind ?? 'unwritable', at: this.now() };
    }
  }
}
