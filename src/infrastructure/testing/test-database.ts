import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, Logger } from 'typeorm';
import { createDataSource } from '../database/data-source';

/**
 * A fresh, migrated database on the test cluster for one test file.
 * Created by name so files running in parallel never share data.
 */
export interface TestDatabase {
  readonly url: string;
  readonly dataSource: DataSource;
  drop(): Promise<void>;
}

/** `migrate: false` leaves the database empty (a process under test migrates it on start). */
export async function createTestDatabase(options: { logger?: Logger; migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_ADMIN_URL is not set: run through jest (test/global-setup.ts)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(adminUrl, name);
  const dataSource = createDataSource({ url, logger: options.logger, poolSize: 5 });
  await dataSource.initialize();
  if (options.migrate !== false) await dataSource.runMigrations();
  return {
    url,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin(url: string, run: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
