import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { FileStorage } from '../../application/ports/file-storage';
import type { S3StorageConfig } from './s3-config';
import { assertValidStorageKey, encodeStorageKey } from './storage-key';

/**
 * Stored keys are never reused (they carry a timestamp), so browsers and CDNs may keep a file for a year
 * without asking again.
 */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

let sdkLoading: Promise<typeof S3Sdk> | null = null;
/** The AWS SDK (about 20 MiB of RSS) is loaded by the first S3 request, never by a store on local disk. */
const loadSdk = (): Promise<typeof S3Sdk> => (sdkLoading ??= import('@aws-sdk/client-s3'));

/**
 * Files as objects in an S3-compatible bucket (AWS SDK v3). Keys are the same storage paths as on local
 * disk (`products/123-0-x.webp`); each object keeps its content type and a long-lived Cache-Control.
 */
export class S3FileStorage implements FileStorage {
  private readonly bucket: string;
  private readonly publicBase: string;
  private connecting: Promise<{ readonly sdk: typeof S3Sdk; readonly client: S3Sdk.S3Client }> | null = null;
  private client: S3Sdk.S3Client | null = null;

  constructor(
    private readonly config: S3StorageConfig,
    filesPath = '/files',
  ) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl ?? filesPath;
  }

  /** The SDK and this storage's client, both made on first use. */
  private s3(): Promise<{ readonly sdk: typeof S3Sdk; readonly client: S3Sdk.S3Client }> {
    this.connecting ??= loadSdk().then((sdk) => {
      this.client = this.newClient(sdk);
      return { sdk, client: this.client };
    });
    return this.connecting;
  }

  private newClient(sdk: typeof S3Sdk): S3Sdk.S3Client {
    const config = this.config;
    return new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible services (older MinIO, R2, B2…) refuse or
      // mishandle the SDK's default CRC32 headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable endpoint fails fast instead of hanging a request; a stalled transfer is cut after 30 s.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    const { sdk, client } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: content,
        ContentLength: content.length,
        ContentType: contentType,
        CacheControl: STORED_FILE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<{ body: NodeJS.ReadableStream; contentType: string; size: number } | null> {
    assertValidStorageKey(key);
    const { sdk, client } = await this.s3();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
        throw new Error(`S3 devolvió "${key}" sin cuerpo o sin tamaño`);
      }
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** Idempotent: S3 answers a delete of a missing key with success. */
  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    const { sdk, client } = await this.s3();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isMissingObject(error)) throw error;
    }
  }

  /** Every object whose key starts with `prefix`, page after page (1000 a page), sorted. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    const { sdk, client } = await this.s3();
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${encodeStorageKey(key)}`;
  }

  /** Closes the client's pooled connections (on shutdown). */
  destroy(): void {
    this.client?.destroy();
  }
}

/** The key is absent; a missing bucket (NoSuchBucket, also a 404) is a configuration error and is thrown. */
function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
