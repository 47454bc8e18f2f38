/** S3-compatible object storage (AWS S3, MinIO, Cloudflare R2…), from the `S3_*` variables (docs/operations.md). */
export interface S3StorageConfig {
  readonly bucket: string;
  readonly region: string;
  /** Endpoint of an S3-compatible service (`https://minio.tienda.pe:9000`); null: AWS S3 of `region`. */
  readonly endpoint: string | null;
  /** Both keys, or null for the AWS default chain (AWS_* variables, ~/.aws, an instance or task role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, s3rver). */
  readonly forcePathStyle: boolean;
  /**
   * Where browsers fetch files from (a CDN or the public bucket's URL), without the key.
   * null: the store's own `/files/<key>`, which streams the object from the bucket.
   */
  readonly publicUrl: string | null;
}

export const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_FORCE_PATH_STYLE',
] as const;

export const DEFAULT_S3_REGION = 'us-east-1';

/**
 * S3 storage when `S3_BUCKET` is set, null (local disk) when no `S3_*` variable is. Anything in between
 * (an S3 variable without the bucket, one key without the other, a malformed URL) stops the start with a
 * Spanish message naming the variable.
 */
export function loadS3StorageConfig(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() || null;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => value(name) !== null);
    if (stray.length === 0) return null;
    throw new Error(
      `Configuración de S3 incompleta: falta S3_BUCKET (hay ${stray.join(', ')}). ` +
        'Defina S3_BUCKET para guardar los archivos en S3, o quite las variables S3_* para usar el disco local (FILES_DIR).',
    );
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET no es un nombre de bucket válido ("${bucket}"): de 3 a 63 caracteres entre minúsculas, números, puntos y guiones, empezando y terminando en letra o número.`,
    );
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    const missing = accessKeyId === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new Error(
      `Configuración de S3 incompleta: falta ${missing}. Defina S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY juntas, ` +
        'o ninguna de las dos para usar las credenciales del entorno de AWS.',
    );
  }
  return {
    bucket,
    region: value('S3_REGION') ?? DEFAULT_S3_REGION,
    endpoint: httpUrl(value('S3_ENDPOINT'), 'S3_ENDPOINT'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(value('S3_FORCE_PATH_STYLE'), 'S3_FORCE_PATH_STYLE'),
    publicUrl: publicBase(value('S3_PUBLIC_URL')),
  };
}

function httpUrl(raw: string | null, name: string): string | null {
  if (raw === null) return null;
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : null;
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new Error(`${name} debe ser una URL http:// o https:// (por ejemplo https://s3.tienda.pe), no "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

/** An http(s) URL or a path on this site (`/media`, behind the same reverse proxy); no trailing slash. */
function publicBase(raw: string | null): string | null {
  if (raw === null) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw.replace(/\/+$/, '');
  try {
    return httpUrl(raw, 'S3_PUBLIC_URL');
  } catch {
    throw new Error(
      `S3_PUBLIC_URL debe ser una URL http:// o https:// (un CDN o la URL pública del bucket) o una ruta que empiece por /, no "${raw}".`,
    );
  }
}

function flag(raw: string | null, name: string): boolean {
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} debe ser "true" o "false", no "${raw}".`);
}
