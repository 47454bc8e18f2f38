/**
 * `npm run bench`: catalogue listing over GraphQL on a throw-away embedded
 * PostgreSQL with the demo data. Reports SQL statements per request (must not
 * grow with the page size) and latency percentiles. Numbers are printed, never
 * asserted: speed is measured here, not in tests.
 */
import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/infrastructure/config/config';
import { QueryCounter } from '../src/infrastructure/database/query-counter';
import { startStore } from '../src/interface/composition-root';

const QUERY = `query($pageSize: Int!, $sort: ProductSort) {
  products(pageSize: $pageSize, sort: $sort, active: true) {
    total items { id name price { formatted } stockStatus { label } brand { name } categories { name } }
  }
}`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-bench-'));
  // As root the embedded cluster runs as a dedicated OS user, which must be able to enter this directory.
  chmodSync(dataDir, 0o755);
  const queries = new QueryCounter();
  const store = await startStore(
    {
      ...loadConfig({}),
      port: 0,
      databaseUrl: null,
      dataDir,
      embeddedPostgresPort: 54390,
      filesDir: path.join(dataDir, 'files'),
      webDir: path.join(dataDir, 'no-web'),
      logLevel: 'silent',
      seedOnEmpty: true,
    },
    { logger: pino({ level: 'silent' }), queryLogger: queries },
  );
  try {
    const rows: string[] = ['| pageSize | sort | SQL/request | p50 ms | p95 ms |', '| --- | --- | --- | --- | --- |'];
    for (const pageSize of [5, 24, 50, 100]) {
      for (const sort of ['POSITION', 'PRICE_ASC']) {
        const timings: number[] = [];
        let sql = 0;
        for (let i = 0; i < 60; i++) {
          queries.reset();
          const started = performance.now();
          const response = await fetch(`${store.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: QUERY, variables: { pageSize, sort } }),
          });
          await response.json();
          timings.push(performance.now() - started);
          sql = queries.count;
        }
        timings.sort((a, b) => a - b);
        const p = (q: number) => timings[Math.floor(q * (timings.length - 1))]!.toFixed(1);
        rows.push(`| ${pageSize} | ${sort} | ${sql} | ${p(0.5)} | ${p(0.95)} |`);
      }
    }
    console.log(rows.join('\n'));
  } finally {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
