/**
 * Where the server's CPU goes on an executed catalogue read (issue 28): the production build started with
 * `npm start`'s node options plus `--cpu-prof`, a new store (embedded PostgreSQL, demo data), then autocannon on
 * the request for BENCH_DURATION seconds after a warm-up. The V8 profile written at the server's exit is cut to
 * the measured load (its timestamps are the machine's monotonic clock, the same as `process.hrtime` here) and
 * its self time grouped by who spent it: garbage collection, socket I/O, graphql-js, type-graphql, Apollo,
 * node-postgres, TypeORM, the project's own code… Proportions, so still telling on a busy machine.
 *
 *   npm run build && node -r @swc-node/register bench/cpu-profile.ts
 *
 * Knobs: BENCH_PROFILE_REQUEST (list | product | get-list; list), BENCH_DURATION (s, 10), BENCH_WARMUP (s, 3),
 * BENCH_CONNECTIONS (50), BENCH_NODE_OPTIONS (instead of npm start's, e.g. "" for node's defaults),
 * BENCH_PROFILE_OUT (where to keep the .cpuprofile, for Chromium's DevTools), BENCH_CPU_PROF=0 (no profiler: the
 * load's throughput and CPU per request only), BENCH_SERVER_ROOT (another checkout with its own dist/, e.g. the
 * commit before a change, to compare in one sitting), BENCH_SKIP_BUILD=1.
 *
 * BENCH_PROFILE_ALLOCATIONS=1: instead of the CPU profile, what the server allocates per request during the load
 * (garbage included: bench/allocation-sampler.cjs), by owner and by function. Unlike CPU time it does not move
 * with how busy the machine is, and it is what the garbage collector's share (a quarter of the CPU) follows.
 */
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/infrastructure/testing/free-port';
import { ensureProductionBuild, mib, startEsencia, startNodeOptions } from './esencia-process';
import { load, type LoadRequest } from './load';
import { LIST_QUERY, PRODUCT_QUERY } from './storefront-queries';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REQUEST = process.env.BENCH_PROFILE_REQUEST ?? 'list';
/** BENCH_CPU_PROF=0: the same load without the profiler (its throughput, to compare node options). */
const PROFILE = process.env.BENCH_CPU_PROF !== '0';
/** BENCH_PROFILE_ALLOCATIONS=1: bytes allocated per request instead of the CPU profile. */
const ALLOCATIONS = process.env.BENCH_PROFILE_ALLOCATIONS === '1';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface HeapProfileNode {
  readonly callFrame: ProfileNode['callFrame'];
  readonly selfSize: number;
  readonly children: readonly HeapProfileNode[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Who a frame's self time belongs to. */
export function categoryOf(frame: ProfileNode['callFrame']): string {
  const { functionName, url } = frame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return 'V8 / native (unattributed)';
  if (url === '') {
    // graphql-jit's compiled query (code made with `new Function`, named after the type and field it walks).
    if (/__field|ResolverHandler$|MapHandler$/.test(functionName)) return 'graphql-jit';
    if (
      /^(writev|writeUtf8String|writeBuffer|writeLatin1String|writeAsciiString|onStreamRead|shutdown)$/.test(
        functionName,
      )
    ) {
      return 'socket I/O (node core)';
    }
    return `builtins (${/stringify|parse/.test(functionName) ? 'JSON' : 'other'})`;
  }
  if (
    /^node:(net|internal\/stream_base_commons|internal\/net|_http|internal\/http|stream|internal\/streams)/.test(url)
  ) {
    return 'socket I/O and HTTP (node core)';
  }
  if (url.startsWith('node:')) return 'node core (other)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) {
    if (pkg === 'graphql') return 'graphql-js';
    if (pkg === 'type-graphql') return 'type-graphql';
    if (pkg === 'class-validator' || pkg === 'class-transformer') return 'class-validator';
    if (pkg.startsWith('@apollo/') || pkg === '@as-integrations/express5') return 'Apollo Server';
    if (/^(pg|pg-protocol|pg-types|pg-pool|postgres-array|postgres-date|postgres-interval|postgres-bytea)$/.test(pkg)) {
      return 'node-postgres';
    }
    if (pkg === 'typeorm') return 'TypeORM';
    if (
      /^(express|router|body-parser|compression|on-finished|finalhandler|send|serve-static|raw-body|type-is|accepts|negotiator|content-type|depd|qs|mime-types|iconv-lite|statuses|http-errors|media-typer|vary|setprototypeof|encodeurl|parseurl|cookie)$/.test(
        pkg,
      )
    ) {
      return 'express and its middleware';
    }
    if (pkg === 'graphql-jit') return 'graphql-jit';
    return `other packages (${pkg})`;
  }
  if (url.includes('/dist/src/') || url.includes('/src/')) return "the project's code";
  return 'other';
}

function summarize(profile: CpuProfile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    if (time < from || time > to) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + next);
  }
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    const category = categoryOf(frame);
    categories.set(category, (categories.get(category) ?? 0) + micros);
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, '')}:${frame.lineNumber + 1}`
      : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  return { categories, functions };
}

async function main(): Promise<void> {
  ensureProductionBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-cpu-profile-'));
  chmodSync(dataDir, 0o755);
  const profileDir = path.join(dataDir, 'profile');
  const ports = { dataDir, port: await freePort(), postgresPort: await freePort() };
  const root = process.env.BENCH_SERVER_ROOT || undefined;
  const nodeOptions =
    process.env.BENCH_NODE_OPTIONS === undefined
      ? startNodeOptions(root)
      : process.env.BENCH_NODE_OPTIONS.split(/\s+/).filter(Boolean);
  try {
    // The store's creation (initdb, migrations, demo data) is not profiled: a first start, stopped.
    await (await startEsencia({ ...ports, root })).stop();
    const allocationFile = path.join(dataDir, 'allocations.heapprofile');
    process.env.ESENCIA_ALLOCATION_PROFILE = allocationFile;
    const server = await startEsencia({
      ...ports,
      root,
      nodeOptions: ALLOCATIONS
        ? [...nodeOptions, '--require', path.join(__dirname, 'allocation-sampler.cjs')]
        : PROFILE
          ? [...nodeOptions, '--cpu-prof', `--cpu-prof-dir=${profileDir}`]
          : nodeOptions,
    });
    let window: { from: number; to: number };
    let result;
    try {
      const first = await post(server.url, LIST_QUERY, { page: 1, pageSize: 24 });
      const productId = (first.data.products as { items: { id: string }[] }).items[0]!.id;
      const request = requestFor(server.url, productId);
      const expectBody = await (
        await fetch(request.url, { method: request.method, headers: request.headers, body: request.body })
      ).text();
      const now = () => Number(process.hrtime.bigint() / 1000n);
      if (WARMUP > 0) await load(request, { connections: CONNECTIONS, seconds: WARMUP, warmupSeconds: 0, expectBody });
      if (ALLOCATIONS) process.kill(server.pid, 'SIGUSR2');
      const from = now();
      result = await load(request, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: 0,
        expectBody,
        watchPid: server.pid,
      });
      window = { from, to: now() };
      if (ALLOCATIONS) {
        process.kill(server.pid, 'SIGUSR2');
        const deadline = Date.now() + 60_000;
        while (!server.output().includes('allocation profile written')) {
          if (Date.now() > deadline) throw new Error(`no allocation profile:\n${server.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    } finally {
      await server.stop();
    }
    if (ALLOCATIONS) {
      const profile = JSON.parse(readFileSync(allocationFile, 'utf8')) as { head: HeapProfileNode };
      console.log(allocationReport(profile.head, result.requests, nodeOptions));
      return;
    }
    if (!PROFILE) {
      console.log(
        `${REQUEST}, ${CONNECTIONS} connections, ${SECONDS} s, node ${nodeOptions.join(' ') || '(defaults)'}: ` +
          `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
          `${result.errors} errors, RSS peak ${mib(result.peakRss)} MiB; CPU per request: server ` +
          `${result.cpuMsPerRequest.toFixed(3)} ms, PostgreSQL ${result.databaseCpuMsPerRequest.toFixed(3)} ms`,
      );
      return;
    }
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no .cpuprofile');
    if (process.env.BENCH_PROFILE_OUT) copyFileSync(path.join(profileDir, file), process.env.BENCH_PROFILE_OUT);
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    const { categories, functions } = summarize(profile, window.from, window.to);
    const idle = categories.get('idle') ?? 0;
    categories.delete('idle');
    const busy = [...categories.values()].reduce((sum, micros) => sum + micros, 0);
    const wall = window.to - window.from;
    const out: string[] = [
      `Request: ${REQUEST}, ${CONNECTIONS} connections, ${SECONDS} s; node ${nodeOptions.join(' ') || '(defaults)'}; ` +
        `profile window ${window.from}–${window.to} µs`,
      `${result.requestsPerSecond.toFixed(0)} req/s (under the profiler), p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `${result.errors} errors, RSS peak ${mib(result.peakRss)} MiB; CPU per request: server ` +
        `${result.cpuMsPerRequest.toFixed(3)} ms, PostgreSQL ${result.databaseCpuMsPerRequest.toFixed(3)} ms`,
      `Main thread busy ${((100 * busy) / wall).toFixed(0)} % of the ${(wall / 1e6).toFixed(1)} s ` +
        `(idle ${((100 * idle) / wall).toFixed(0)} %); ${(busy / 1000 / result.requests).toFixed(2)} ms of CPU per request`,
      '',
      '| where (self time) | share of busy time | ms per request |',
      '| --- | ---: | ---: |',
    ];
    for (const [category, micros] of [...categories].sort((a, b) => b[1] - a[1])) {
      out.push(
        `| ${category} | ${((100 * micros) / busy).toFixed(1)} % | ${(micros / 1000 / result.requests).toFixed(3)} |`,
      );
    }
    out.push('', 'Top functions by self time:', '');
    for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      out.push(`- ${((100 * micros) / busy).toFixed(1)} % ${name}`);
    }
    console.log(out.join('\n'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bytes allocated per request by owner (categoryOf) and by function, from the sampling heap profile's tree. */
function allocationReport(head: HeapProfileNode, requests: number, nodeOptions: readonly string[]): string {
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
  const walk = (node: HeapProfileNode) => {
    if (node.selfSize > 0) {
      const frame = node.callFrame;
      add(categories, categoryOf(frame), node.selfSize);
      const where = frame.url
        ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, '')}:${frame.lineNumber + 1}`
        : '';
      add(functions, `${frame.functionName || '(anonymous)'} ${where}`.trim(), node.selfSize);
    }
    node.children.forEach(walk);
  };
  walk(head);
  const total = [...categories.values()].reduce((sum, bytes) => sum + bytes, 0);
  const kib = (bytes: number) => (bytes / 1024 / requests).toFixed(1);
  const out = [
    `Request: ${REQUEST}, ${CONNECTIONS} connections, ${SECONDS} s; node ${nodeOptions.join(' ') || '(defaults)'}; ` +
      `${requests} requests measured`,
    `Allocated: ${kib(total)} KiB per request (sampled every 8 KiB, collected objects included)`,
    '',
    '| allocated by (self) | share | KiB per request |',
    '| --- | ---: | ---: |',
    ...[...categories]
      .sort((a, b) => b[1] - a[1])
      .map(([category, bytes]) => `| ${category} | ${((100 * bytes) / total).toFixed(1)} % | ${kib(bytes)} |`),
    '',
    'Top functions by bytes allocated:',
    '',
    ...[...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, bytes]) => `- ${kib(bytes)} KiB ${name}`),
  ];
  return out.join('\n');
}

function requestFor(url: string, productId: string): LoadRequest {
  if (REQUEST === 'get-list') {
    const search = new URLSearchParams({ query: LIST_QUERY, variables: JSON.stringify({ page: 1, pageSize: 24 }) });
    return {
      url: `${url}/graphql?${search.toString()}`,
      method: 'GET',
      headers: { 'apollo-require-preflight': 'true' },
    };
  }
  const [query, variables] =
    REQUEST === 'product' ? [PRODUCT_QUERY, { id: productId }] : [LIST_QUERY, { page: 1, pageSize: 24 }];
  return {
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

async function post(url: string, query: string, variables: object): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
