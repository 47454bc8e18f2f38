import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { cpuOf, memoryOf } from './esencia-process';

/** The part of autocannon's programmatic API the bench uses (the package has no types). */
interface AutocannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  expectBody?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  '2xx': number;
  duration: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

export interface LoadRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  /** Connection errors, timeouts, non-2xx answers and answers whose body differs from the expected one. */
  readonly errors: number;
  /** The errors by kind, e.g. "3 timeouts, 1 non-2xx" (empty without errors). */
  readonly errorKinds: string;
  /** Highest VmRSS sampled every 100 ms during the run (bytes); NaN without a pid to watch. */
  readonly peakRss: number;
  /** CPU time of the watched process per answered request (ms); NaN without a pid to watch. */
  readonly cpuMsPerRequest: number;
  /** CPU time of its descendants (the embedded PostgreSQL) per answered request (ms); NaN without a pid. */
  readonly databaseCpuMsPerRequest: number;
}

/**
 * autocannon at `connections` for `seconds`, after an unreported warm-up. Every answer must carry the
 * expected body: a different one (an error inside a 200, a stale page) counts as an error.
 */
export async function load(
  request: LoadRequest,
  options: { connections: number; seconds: number; warmupSeconds: number; expectBody: string; watchPid?: number },
): Promise<LoadResult> {
  const base = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: options.connections,
    expectBody: options.expectBody,
  };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  let peakRss = Number.NaN;
  const sample = () => {
    if (options.watchPid === undefined) return;
    const { rss } = memoryOf(options.watchPid);
    peakRss = Number.isNaN(peakRss) ? rss : Math.max(peakRss, rss);
  };
  sample();
  const sampler = setInterval(sample, 100);
  const cpuBefore = options.watchPid === undefined ? null : cpuOf(options.watchPid);
  try {
    const result = await autocannon({ ...base, duration: options.seconds });
    const cpuAfter = options.watchPid === undefined ? null : cpuOf(options.watchPid);
    const perRequest = (ms: number) => ms / Math.max(1, result.requests.total);
    return {
      cpuMsPerRequest: cpuBefore && cpuAfter ? perRequest(cpuAfter.self - cpuBefore.self) : Number.NaN,
      databaseCpuMsPerRequest:
        cpuBefore && cpuAfter ? perRequest(cpuAfter.descendants - cpuBefore.descendants) : Number.NaN,
      requestsPerSecond: result.requests.total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
      errorKinds: [
        [result.errors, 'connection errors'],
        [result.timeouts, 'timeouts (10 s)'],
        [result.non2xx, 'non-2xx'],
        [result.mismatches, 'different bodies'],
      ]
        .filter(([count]) => Number(count) > 0)
        .map(([count, kind]) => `${count} ${kind}`)
        .join(', '),
      peakRss,
    };
  } finally {
    clearInterval(sampler);
    sample();
  }
}

/** A baseline in its own process (bench/raw-express.ts, bench/stack-floor.ts), answering what it is given. */
export interface RawExpress {
  readonly url: string;
  readonly pid: number;
  /** From now on every request is answered with these bytes and this Content-Type. */
  answerWith(body: Buffer, contentType: string): Promise<void>;
  stop(): Promise<void>;
}

/** The raw express baseline: the same bytes, whatever is asked. */
export const startRawExpress = () => startBaseline('raw-express.ts', 'raw express');
/** The card's floor: Apollo Server and graphql-jit executing each query over the answer's data (issue 28). */
export const startStackFloor = () => startBaseline('stack-floor.ts', 'the stack floor');

async function startBaseline(script: string, name: string): Promise<RawExpress> {
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, script)], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(Number(line)));
    child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pid: child.pid!,
    async answerWith(body, contentType) {
      const response = await fetch(`${url}/__body`, {
        method: 'PUT',
        headers: { 'x-answer-content-type': contentType, 'content-type': 'application/octet-stream' },
        body,
      });
      if (response.status !== 204) throw new Error(`${name} refused the body (${response.status})`);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
