import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s process (src/interface/main.ts) as a child process on a given data folder, for tests where
 * a process must die (kill -9 of the server, of its PostgreSQL) or fail to start.
 */
export interface ServerProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** Waits until it says it is ready, or rejects with what it printed (it exited, or the time ran out). */
  ready(timeoutMs?: number): Promise<void>;
}

export interface ServerProcessOptions {
  readonly dataDir: string;
  readonly port: number;
  readonly postgresPort: number;
  readonly env?: Record<string, string>;
}

export function startServerProcess({ dataDir, port, postgresPort, env = {} }: ServerProcessOptions): ServerProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/interface/main.ts'], {
    cwd: path.resolve(__dirname, '..', '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      WEB_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  return {
    child,
    url: `http://localhost:${port}`,
    output: () => output,
    exited,
    ready: (timeoutMs = 90_000) =>
      waitFor(
        () => {
          if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}):\n${output}`);
          return output.includes('Esencia lista en');
        },
        timeoutMs,
        () => output,
      ),
  };
}

/** The embedded cluster's postmaster, from its lock file (null when none is written). */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Alive and not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms; ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
