import type { FileStorage } from '../../application/ports/file-storage';
import { LocalFileStorage } from './local-file-storage';
import type { S3StorageConfig } from './s3-config';
import { S3FileStorage } from './s3-file-storage';

export interface ConfiguredFileStorage {
  readonly storage: FileStorage;
  /** Releases the adapter's connections on shutdown (S3's pooled sockets; nothing for local disk). */
  close(): void;
}

/** The configured FileStorage: S3 when `S3_BUCKET` is set (`config.s3`), otherwise local disk, the default. */
export function createFileStorage(config: {
  readonly filesDir: string;
  readonly s3: S3StorageConfig | null;
}): ConfiguredFileStorage {
  if (config.s3) {
    const storage = new S3FileStorage(config.s3);
    return { storage, close: () => storage.destroy() };
  }
  return { storage: new LocalFileStorage(config.filesDir), close: () => undefined };
}
