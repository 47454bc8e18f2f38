/** Where product images, logos and story media live: local disk by default, S3-compatible when configured. */
export interface FileStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<{ body: NodeJS.ReadableStream; contentType: string; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every stored key starting with `prefix` ('' for all), sorted; backups copy the whole storage with it. */
  list(prefix: string): Promise<string[]>;
  /** The URL a browser uses to fetch the file. */
  publicUrl(key: string): string;
}
