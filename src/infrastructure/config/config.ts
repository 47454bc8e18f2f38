import path from 'node:path';
import { loadS3StorageConfig, type S3StorageConfig } from '../storage/s3-config';

/** Everything configurable, from environment variables with documented defaults (docs/operations.md). */
export interface Config {
  readonly port: number;
  /** External PostgreSQL; when absent the embedded one under `dataDir/postgres` is used. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly embeddedPostgresPort: number;
  readonly filesDir: string;
  /** S3-compatible storage for files when `S3_BUCKET` is set; null: local disk under `filesDir`. */
  readonly s3: S3StorageConfig | null;
  readonly webDir: string;
  readonly logLevel: string;
  /** Seed demo data into an empty database on start (default: only for a brand-new embedded database). */
  readonly seedOnEmpty: boolean | null;
  /** SMTP server for real e-mail; without it messages go to the dev outbox (`dataDir/outbox`). */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly outboxDir: string;
  /** Behind a reverse proxy: trust X-Forwarded-For/-Proto (client IP for throttling, HTTPS for cookies). */
  readonly trustProxy: boolean;
  /** The store's public origin (`https://tienda.pe`) for canonical, sitemap and link-preview URLs; null: each request's. */
  readonly publicUrl: string | null;
  /** Create the demo admin even on an existing database that has no admin (default: only a new embedded one). */
  readonly createDemoAdmin: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir,
    embeddedPostgresPort: integer(env.EMBEDDED_POSTGRES_PORT, 54329, 'EMBEDDED_POSTGRES_PORT'),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    s3: loadS3StorageConfig(env),
    webDir: path.resolve(env.WEB_DIR ?? path.join('web', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedOnEmpty: env.SEED_DEMO_DATA === undefined ? null : env.SEED_DEMO_DATA === 'true',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Esencia <no-reply@esencia.local>',
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    trustProxy: env.TRUST_PROXY === 'true',
    publicUrl: publicOrigin(env.PUBLIC_URL),
    createDemoAdmin: env.CREATE_DEMO_ADMIN === 'true',
  };
}

/** PUBLIC_URL as an origin (`https://tienda.pe`, no trailing slash); the store is served at the root. */
function publicOrigin(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL such as https://tienda.pe, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) origin without a path, such as https://tienda.pe, got "${value}"`);
  }
  return url.origin;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return parsed;
}
