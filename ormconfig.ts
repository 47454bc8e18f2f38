/**
 * The TypeORM data source for tools (`typeorm migration:*`). The app itself
 * builds the same data source in src/infrastructure/database/data-source.ts;
 * this file only points it at DATABASE_URL (or the embedded default's URL).
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clusterPasswordFile } from './src/infrastructure/database/cluster-password';
import { createDataSource } from './src/infrastructure/database/data-source';

/** The embedded default: its superuser password is the install's own, in data/postgres.password. */
function embeddedUrl(): string {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'postgres');
  const password = readFileSync(clusterPasswordFile(dataDir), 'utf8').trim();
  const port = process.env.EMBEDDED_POSTGRES_PORT ?? '54329';
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/esencia`;
}

const url = process.env.DATABASE_URL ?? embeddedUrl();

export default createDataSource({ url });
