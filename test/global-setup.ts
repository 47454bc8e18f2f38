import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';
import { freePort } from '../src/infrastructure/testing/free-port';

/**
 * Integration tests run against a real PostgreSQL: a throw-away embedded
 * cluster per run (or TEST_DATABASE_URL's server when given). Each test file
 * then creates its own fresh database on it (src/infrastructure/testing/test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  mkdirSync(path.join(process.cwd(), 'data'), { recursive: true });
  const dataDir = mkdtempSync(path.join(process.cwd(), 'data', 'test-postgres-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    database: 'esencia_test',
    ephemeral: true,
  });
  process.env.TEST_POSTGRES_ADMIN_URL = postgres.url;
  (globalThis as { __TEST_POSTGRES__?: typeof postgres }).__TEST_POSTGRES__ = postgres;
}
