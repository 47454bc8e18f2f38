/**
 * CPU per request of two builds side by side (issue 28), for a change worth a few per cent on a shared machine:
 * both servers run at once (each on a new store, as `npm start` starts it) and short loads go to one then the
 * other, in turn, BENCH_ROUNDS times. The machine's load moves slowly against 4 s loads, so each round's
 * difference mostly cancels it; the sign of the differences round after round is the figure to read (8 of 8
 * rounds lower is not noise), their mean the size.
 *
 *   npm run build && BENCH_SERVER_ROOT=/path/to/other/checkout npm run bench:paired
 *
 * "before" is BENCH_SERVER_ROOT's build (required), "after" this checkout's. Knobs: BENCH_PROFILE_REQUEST (list |
 * product; list), BENCH_ROUNDS (8), BENCH_DURATION (s, 4), BENCH_CONNECTIONS (20), BENCH_SKIP_BUILD=1.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/infrastructure/testing/free-port';
import { ensureProductionBuild, startEsencia, type EsenciaProcess } from './esencia-process';
import { load, type LoadRequest } from './load';
import { LIST_QUERY, PRODUCT_QUERY } from './storefront-queries';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REQUEST = process.env.BENCH_PROFILE_REQUEST ?? 'list';

interface Side {
  readonly label: 'before' | 'after';
  readonly server: EsenciaProcess;
  readonly dataDir: string;
  request: LoadRequest;
  body: string;
  readonly serverMs: number[];
  readonly postgresMs: number[];
}

async function start(label: Side['label'], root: string | undefined): Promise<Side> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-cpu-paired-'));
  chmodSync(dataDir, 0o755);
  const ports = { dataDir, port: await freePort(), postgresPort: await freePort(), root };
  await (await startEsencia(ports)).stop(); // the store's creation, apart
  const server = await startEsencia(ports);
  const post = (query: string, variables: object): LoadRequest => ({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const list = post(LIST_QUERY, { page: 1, pageSize: 24 });
  const send = async (request: LoadRequest) =>
    (await fetch(request.url, { method: request.method, headers: request.headers, body: request.body })).text();
  const first = JSON.parse(await send(list)) as { data: { products: { items: { id: string }[] } } };
  const request = REQUEST === 'product' ? post(PRODUCT_QUERY, { id: first.data.products.items[0]!.id }) : list;
  return { label, server, dataDir, request, body: await send(request), serverMs: [], postgresMs: [] };
}

async function main(): Promise<void> {
  const other = process.env.BENCH_SERVER_ROOT;
  if (!other) throw new Error('BENCH_SERVER_ROOT: the checkout whose build is "before"');
  ensureProductionBuild();
  const sides: Side[] = [];
  try {
    sides.push(await start('before', other), await start('after', undefined));
    // Warm-up, not measured: the first seconds compile the request's path (V8's optimiser, graphql-jit).
    for (const side of sides) {
      const options = { connections: CONNECTIONS, seconds: 1, warmupSeconds: 4, expectBody: side.body };
      await load(side.request, options);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const result = await load(side.request, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          warmupSeconds: 1,
          expectBody: side.body,
          watchPid: side.server.pid,
        });
        if (result.errors > 0) throw new Error(`${side.label}: ${result.errorKinds}`);
        side.serverMs.push(result.cpuMsPerRequest);
        side.postgresMs.push(result.databaseCpuMsPerRequest);
      }
    }
  } finally {
    for (const side of sides) {
      await side.server.stop();
      rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
  const [before, after] = sides as [Side, Side];
  const figures = (values: number[]) => values.map((value) => value.toFixed(3)).join(' ');
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(`${REQUEST}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s; CPU per request (ms):`);
  for (const what of ['serverMs', 'postgresMs'] as const) {
    const differences = after[what].map((value, round) => value - before[what][round]!);
    console.log(
      `- ${what === 'serverMs' ? 'server' : 'PostgreSQL'}: before ${figures(before[what])} (mean ` +
        `${mean(before[what]).toFixed(3)}); after ${figures(after[what])} (mean ${mean(after[what]).toFixed(3)}); ` +
        `after − before ${figures(differences)}: lower in ${differences.filter((d) => d < 0).length} of ${ROUNDS} ` +
        `rounds, mean ${mean(differences).toFixed(3)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
