/**
 * `npm run bench`: catalogue listing over GraphQL on a throw-away embedded
 * PostgreSQL with the demo data. Reports SQL statements per request (must not
 * grow with the page size) and latency percentiles. Numbers are printed, never
 * asserted: speed is measured here, not in tests.
 */
import { QueryCounter } from '../src/infrastructure/database/query-counter';
import { startBenchStore } from './bench-store';

const QUERY = `query($pageSize: Int!, $sort: ProductSort) {
  products(pageSize: $pageSize, sort: $sort, active: true) {
    total items { id name price { formatted } stockStatus { label } brand { name } categories { name } }
  }
}`;

async function main(): Promise<void> {
  const queries = new QueryCounter();
  const bench = await startBenchStore(queries);
  const { store } = bench;
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
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
