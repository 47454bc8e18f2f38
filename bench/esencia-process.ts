import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/infrastructure/config/config';

export const ROOT = path.resolve(__dirname, '..');
const MAIN = path.join(ROOT, 'dist', 'src', 'interface', 'main.js');
const WEB_INDEX = path.join(ROOT, 'web', 'dist', 'index.html');

/**
 * `npm start`'s last step, `[NAME=value…] node <options> dist/…/main.js`, in a checkout (this one unless
 * BENCH_SERVER_ROOT names another): the environment it sets and node's options. The bench measures the server as
 * it is started in production, heap limits and malloc's arenas included.
 */
function startCommand(root: string): { environment: Record<string, string>; nodeOptions: string[] } {
  const start: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const words = start.split('&&').at(-1)!.trim().split(/\s+/);
  const node = words.findIndex((word) => !/^\w+=/.test(word));
  const environment = Object.fromEntries(words.slice(0, node).map((word) => word.split(/=(.*)/s).slice(0, 2)));
  return { environment, nodeOptions: words.slice(node + 1).filter((word) => word.startsWith('--')) };
}

/** The node options `npm start` runs the server with (bench/cpu-profile.ts adds to them or replaces them). */
export function startNodeOptions(root = ROOT): string[] {
  return startCommand(root).nodeOptions;
}

/**
 * The production build the bench measures: `npm run build` when dist/ or web/dist is missing, or older than a
 * source file (server, domain, ui-kit or web). BENCH_SKIP_BUILD=1 measures the build as it is.
 */
export function ensureProductionBuild(): void {
  const missing = !existsSync(MAIN) || !existsSync(WEB_INDEX);
  if (!missing && process.env.BENCH_SKIP_BUILD === '1') return;
  const built = missing ? 0 : Math.min(statSync(MAIN).mtimeMs, statSync(WEB_INDEX).mtimeMs);
  const newest = Math.max(
    ...['src', 'web/src', 'ui-kit/src', 'web/index.html', 'web/vite.config.ts'].map((part) =>
      newestMtime(path.join(ROOT, part)),
    ),
  );
  if (!missing && newest <= built) return;
  console.error(missing ? 'No production build: npm run build…' : 'Sources newer than the build: npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.spec.ts') || entry.endsWith('.spec.tsx')) {
      continue;
    }
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

export interface EsenciaProcess {
  readonly url: string;
  readonly pid: number;
  /** Everything the server printed (for failures). */
  output(): string;
  /** SIGTERM, then waits for the exit (the server stops its PostgreSQL first). */
  stop(): Promise<void>;
}

/**
 * `node <npm start's options> dist/src/interface/main.js` as a new user starts it (production, embedded PostgreSQL in DATA_DIR, demo
 * data on a new store), in a child process; resolves once /healthz answers 200.
 */
export async function startEsencia(env: {
  dataDir: string;
  port: number;
  postgresPort: number;
  /** Node's options instead of `npm start`'s (bench/cpu-profile.ts compares flags and adds --cpu-prof); its environment stays. */
  nodeOptions?: readonly string[];
  /** Another checkout's root (its own `dist/`), to measure another commit's server in the same run. */
  root?: string;
}): Promise<EsenciaProcess> {
  const root = env.root ?? ROOT;
  const main = path.join(root, 'dist', 'src', 'interface', 'main.js');
  const child: ChildProcess = spawn(process.execPath, [...(env.nodeOptions ?? startNodeOptions(root)), main], {
    cwd: root,
    env: {
      ...process.env,
      ...startCommand(root).environment,
      NODE_ENV: 'production',
      DATA_DIR: env.dataDir,
      PORT: String(env.port),
      EMBEDDED_POSTGRES_PORT: String(env.postgresPort),
      LOG_LEVEL: 'warn',
      // Every request comes from one address on purpose; the per-address limits (600/min, 256 connections) would
      // refuse the load.
      GRAPHQL_RATE_LIMIT: '0',
      HTTP_CONNECTIONS_PER_ADDRESS: String(loadConfig({}).connections.total),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${env.port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Esencia exited (${child.exitCode}) during start:\n${text}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Esencia did not answer /healthz within 240 s:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    output: () => text,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

export const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of one process (all its threads), in ms; NaN once it is gone. */
function processCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time spent so far by a process and, apart, by all its descendants alive now (the embedded PostgreSQL:
 * postmaster and backends), in ms. Read before and after a load, the difference is what the load cost each side,
 * whoever else shares the machine: the CPU a request costs, unlike req/s, barely moves with the machine's load.
 */
export function cpuOf(pid: number): { self: number; descendants: number } {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1)!.split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let descendants = 0;
  const pending = [...(parents.get(pid) ?? [])];
  while (pending.length > 0) {
    const child = pending.pop()!;
    const ms = processCpuMs(child);
    if (Number.isFinite(ms)) descendants += ms;
    pending.push(...(parents.get(child) ?? []));
  }
  return { self: processCpuMs(pid), descendants };
}
