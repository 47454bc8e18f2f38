import path from 'node:path';
import { DEFAULT_MAIL_CEILINGS, type MailCeilings } from '../../domain/mail/mail-ceilings';
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
  /**
   * Behind a reverse proxy: which X-Forwarded-For/-Proto hops to believe (client IP for throttling, HTTPS for
   * cookies): a number of proxies in front, or the proxies' addresses; false: none (the socket's address).
   */
  readonly trustProxy: TrustProxy;
  /** Development GraphQL (GRAPHQL_DEV=true or NODE_ENV=development): introspection, suggestions, stack traces. */
  readonly graphqlDev: boolean;
  /** Requests per client address and minute on /graphql (GRAPHQL_RATE_LIMIT); 0: no limit. */
  readonly graphqlRateLimit: number;
  /** How long a client may take to send a request's headers and its whole request (slow bodies are cut). */
  readonly httpTimeouts: { readonly headersMs: number; readonly requestMs: number };
  /**
   * Connections one process keeps open (HTTP_MAX_CONNECTIONS, HTTP_CONNECTIONS_PER_ADDRESS) and for how long
   * one may stay with nothing moving (HTTP_IDLE_TIMEOUT_MS) or wait for its next request (HTTP_KEEP_ALIVE_TIMEOUT_MS).
   */
  readonly connections: {
    readonly total: number;
    readonly perAddress: number;
    readonly idleMs: number;
    readonly keepAliveMs: number;
  };
  /** The store's public origin (`https://tienda.pe`) for canonical, sitemap and link-preview URLs; null: each request's. */
  readonly publicUrl: string | null;
  /** Create the demo admin even on an existing database that has no admin (default: only a new embedded one). */
  readonly createDemoAdmin: boolean;
  /** Who may read /metrics: a bearer token (METRICS_TOKEN) and/or private addresses (METRICS_FROM_PRIVATE_NETWORKS). */
  readonly metrics: { readonly token: string | null; readonly fromPrivateNetworks: boolean };
  /** LOG_FORMAT: `json` or `pretty` forced; null: readable in a terminal, JSON otherwise and in production. */
  readonly logFormat: LogFormat | null;
  /** Live order streams (/graphql/stream): caps per address and per process, age and idle time. */
  /**
   * Requests a process works on at once and lets wait, before reading their bodies: /graphql
   * (GRAPHQL_CONCURRENT_REQUESTS) and payment receipt uploads (RECEIPT_UPLOADS_CONCURRENT).
   */
  readonly admission: {
    readonly graphql: { readonly active: number; readonly waiting: number };
    readonly uploads: { readonly active: number; readonly waiting: number };
  };
  readonly liveStreams: {
    readonly perAddress: number;
    readonly total: number;
    readonly maxAgeMs: number;
    readonly idleMs: number;
  };
  /** Ceilings on order e-mails (MAIL_ORDER_COPIES_PER_ADDRESS, MAIL_ORDER_COPIES_PER_HOUR, MAIL_SHOP_NOTICES_PER_ADMIN). */
  readonly mailCeilings: MailCeilings;
  /** BACKUP_KEY: the key backups are signed with (else `DATA_DIR/backup.key`, made by the first backup). */
  readonly backupKey: string | null;
}

export type LogFormat = 'json' | 'pretty';

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
    trustProxy: trustProxy(env.TRUST_PROXY),
    graphqlDev: env.GRAPHQL_DEV === undefined ? env.NODE_ENV === 'development' : env.GRAPHQL_DEV === 'true',
    graphqlRateLimit: count(env.GRAPHQL_RATE_LIMIT, 600, 'GRAPHQL_RATE_LIMIT'),
    httpTimeouts: httpTimeouts(env),
    connections: {
      total: atLeastOne(env.HTTP_MAX_CONNECTIONS, 4_000, 'HTTP_MAX_CONNECTIONS'),
      perAddress: atLeastOne(env.HTTP_CONNECTIONS_PER_ADDRESS, 256, 'HTTP_CONNECTIONS_PER_ADDRESS'),
      idleMs: atLeastOne(env.HTTP_IDLE_TIMEOUT_MS, 60_000, 'HTTP_IDLE_TIMEOUT_MS'),
      keepAliveMs: atLeastOne(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 5_000, 'HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    },
    publicUrl: publicOrigin(env.PUBLIC_URL),
    createDemoAdmin: env.CREATE_DEMO_ADMIN === 'true',
    metrics: metricsAccess(env),
    logFormat: logFormat(env.LOG_FORMAT),
    backupKey: backupKey(env.BACKUP_KEY),
    admission: {
      graphql: { active: atLeastOne(env.GRAPHQL_CONCURRENT_REQUESTS, 16, 'GRAPHQL_CONCURRENT_REQUESTS'), waiting: 500 },
      uploads: { active: atLeastOne(env.RECEIPT_UPLOADS_CONCURRENT, 4, 'RECEIPT_UPLOADS_CONCURRENT'), waiting: 16 },
    },
    liveStreams: {
      perAddress: atLeastOne(env.LIVE_STREAMS_PER_ADDRESS, 20, 'LIVE_STREAMS_PER_ADDRESS'),
      total: atLeastOne(env.LIVE_STREAMS_MAX, 500, 'LIVE_STREAMS_MAX'),
      maxAgeMs: atLeastOne(env.LIVE_STREAM_MAX_AGE_SECONDS, 30 * 60, 'LIVE_STREAM_MAX_AGE_SECONDS') * 1000,
      idleMs: atLeastOne(env.LIVE_STREAM_IDLE_SECONDS, 10 * 60, 'LIVE_STREAM_IDLE_SECONDS') * 1000,
    },
    mailCeilings: {
      orderCopiesPerAddress: atLeastOne(
        env.MAIL_ORDER_COPIES_PER_ADDRESS,
        DEFAULT_MAIL_CEILINGS.orderCopiesPerAddress,
        'MAIL_ORDER_COPIES_PER_ADDRESS',
      ),
      orderCopiesPerHour: atLeastOne(
        env.MAIL_ORDER_COPIES_PER_HOUR,
        DEFAULT_MAIL_CEILINGS.orderCopiesPerHour,
        'MAIL_ORDER_COPIES_PER_HOUR',
      ),
      shopNoticesPerAdmin: atLeastOne(
        env.MAIL_SHOP_NOTICES_PER_ADMIN,
        DEFAULT_MAIL_CEILINGS.shopNoticesPerAdmin,
        'MAIL_SHOP_NOTICES_PER_ADMIN',
      ),
    },
  };
}

/** A whole number of at least 1 (a ceiling of 0 would stop the mail it guards altogether). */
function atLeastOne(value: string | undefined, fallback: number, name: string): number {
  const parsed = count(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return parsed;
}

function backupKey(value: string | undefined): string | null {
  const key = value?.trim() || null;
  if (key !== null && (key.length < 32 || /\s/.test(key))) {
    throw new Error('BACKUP_KEY must be at least 32 characters without spaces (e.g. openssl rand -hex 32)');
  }
  return key;
}

function metricsAccess(env: NodeJS.ProcessEnv): Config['metrics'] {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && (token.length < 16 || /\s/.test(token))) {
    throw new Error('METRICS_TOKEN must be at least 16 characters without spaces (e.g. openssl rand -hex 24)');
  }
  const fromPrivate = env.METRICS_FROM_PRIVATE_NETWORKS?.trim() ?? '';
  if (fromPrivate !== '' && fromPrivate !== 'true' && fromPrivate !== 'false') {
    throw new Error(`METRICS_FROM_PRIVATE_NETWORKS must be true or false, got "${fromPrivate}"`);
  }
  return { token, fromPrivateNetworks: fromPrivate !== 'false' };
}

function logFormat(value: string | undefined): LogFormat | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'auto') return null;
  if (text === 'json' || text === 'pretty') return text;
  throw new Error(`LOG_FORMAT must be json or pretty, got "${value}"`);
}

/**
 * express's 'trust proxy' value: a hop count or proxy addresses, never "trust everything" (which would take
 * the left-most X-Forwarded-For, written by the client). `true` means one proxy (the usual nginx or Caddy).
 */
export type TrustProxy = false | number | readonly string[];

const PROXY_ADDRESS = /^(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?)$/i;

function trustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return count(text, 0, 'TRUST_PROXY');
  const addresses = text.split(',').map((part) => part.trim());
  const wrong = addresses.find((address) => !PROXY_ADDRESS.test(address));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (1) or their addresses (10.0.0.1,10.0.0.0/8,loopback), got "${wrong}"`,
    );
  }
  return addresses;
}

function httpTimeouts(env: NodeJS.ProcessEnv): Config['httpTimeouts'] {
  const headersMs = count(env.HTTP_HEADERS_TIMEOUT_MS, 20_000, 'HTTP_HEADERS_TIMEOUT_MS');
  const requestMs = count(env.HTTP_REQUEST_TIMEOUT_MS, 60_000, 'HTTP_REQUEST_TIMEOUT_MS');
  if (headersMs < 1 || requestMs < headersMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must be at least 1 and not above HTTP_REQUEST_TIMEOUT_MS');
  }
  return { headersMs, requestMs };
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
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
