import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * What a start found in the cluster's `postmaster.pid`:
 * - `none`: no PostgreSQL runs on this folder (no lock file, or its process is gone: PostgreSQL itself
 *   replaces a lock file whose process is dead);
 * - `stopped`: a PostgreSQL of this folder whose server had died (`kill -9`) was still running; it was stopped
 *   cleanly (fast shutdown: open sessions end, committed work is kept);
 * - `stale-lock-removed`: the lock file named a process that is not a PostgreSQL (its number was reused after a
 *   reboot or a container restart), so the file was removed.
 */
export type LeftoverOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'stopped'; readonly pid: number }
  | { readonly kind: 'stale-lock-removed'; readonly pid: number };

/** Another live server owns the folder: starting a second PostgreSQL on it must not happen, nor stopping it. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly postgresPid: number,
    readonly ownerPid: number,
  ) {
    super(
      `La carpeta de datos ${dataDir} ya la usa otro proceso de Esencia (pid ${ownerPid}, PostgreSQL pid ${postgresPid}). ` +
        'Detén ese proceso o usa otra carpeta (DATA_DIR).',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface LeftoverOptions {
  /** How long a left-over PostgreSQL may take to shut down before the start gives up. */
  readonly stopTimeoutMs?: number;
}

/**
 * Finds a PostgreSQL left running on `dataDir` by a server that died without stopping it (the embedded
 * cluster is a child process; `kill -9` of the server orphans it, and its `postmaster.pid` then makes every
 * later start fail) and stops it. It is only stopped when the lock file's process really is a `postgres`
 * of this folder and the server that started it is gone (its parent is init, or not a Node.js process any
 * more); a PostgreSQL whose server still runs is another live store on the same folder: refused.
 */
export async function stopLeftoverPostgres(dataDir: string, options: LeftoverOptions = {}): Promise<LeftoverOutcome> {
  const folder = path.resolve(dataDir);
  const lockFile = path.join(folder, 'postmaster.pid');
  const pid = await readLockPid(lockFile);
  if (pid === null || !isAlive(pid)) return { kind: 'none' };

  const info = await describeProcess(pid);
  if (!info) return { kind: 'none' }; // gone meanwhile
  if (!isPostgres(info.argv)) {
    // The number now belongs to something else: the lock is stale, and PostgreSQL would refuse to start.
    await rm(lockFile, { force: true });
    return { kind: 'stale-lock-removed', pid };
  }
  if (dataFolderOf(info) !== folder) return { kind: 'none' }; // another cluster: PostgreSQL will say so
  const parent = info.ppid > 1 ? await describeProcess(info.ppid) : null;
  if (parent && isNode(parent.argv)) throw new DataFolderInUseError(folder, pid, info.ppid);

  process.kill(pid, 'SIGINT'); // fast shutdown: sessions are ended, a checkpoint is written
  const deadline = Date.now() + (options.stopTimeoutMs ?? 30_000);
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `No se pudo detener el PostgreSQL (pid ${pid}) que quedó de una ejecución anterior en ${folder}; ` +
          'deténgalo a mano (kill -INT) y vuelva a iniciar.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { kind: 'stopped', pid };
}

async function readLockPid(lockFile: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(lockFile, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Alive and not a zombie (an exited child its parent has not reaped yet). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (e.g. the cluster's own user when not run as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return processState(pid) !== 'Z';
}

interface ProcessInfo {
  readonly argv: readonly string[];
  readonly ppid: number;
  readonly cwd: string | null;
}

async function describeProcess(pid: number): Promise<ProcessInfo | null> {
  if (process.platform === 'linux') {
    try {
      const [cmdline, stat] = await Promise.all([
        readFile(`/proc/${pid}/cmdline`, 'utf8'),
        readFile(`/proc/${pid}/stat`, 'utf8'),
      ]);
      const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
      return { argv: cmdline.split('\0').filter(Boolean), ppid: parentFromStat(stat), cwd };
    } catch {
      return null;
    }
  }
  try {
    const { stdout } = await promisify(execFile)('ps', ['-o', 'ppid=,command=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(.*)$/.exec(stdout.trim());
    return match ? { ppid: Number(match[1]), argv: match[2]!.split(/\s+/), cwd: null } : null;
  } catch {
    return null;
  }
}

/** /proc/<pid>/stat: `pid (comm) state ppid …`; comm may hold spaces and parentheses, so read after the last ')'. */
function parentFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

function processState(pid: number): string | null {
  if (process.platform !== 'linux') return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

function isPostgres(argv: readonly string[]): boolean {
  const name = path.basename(argv[0] ?? '');
  return name === 'postgres' || name === 'postmaster';
}

function isNode(argv: readonly string[]): boolean {
  return /^node(js)?(\d+)?(\.exe)?$/.test(path.basename(argv[0] ?? ''));
}

/** The `-D` folder of a postgres command line (relative folders are taken from its working directory). */
function dataFolderOf(info: ProcessInfo): string | null {
  const index = info.argv.indexOf('-D');
  const folder = index >= 0 ? info.argv[index + 1] : info.argv.find((arg) => arg.startsWith('-D'))?.slice(2);
  if (!folder) return null;
  return path.isAbsolute(folder) ? path.resolve(folder) : info.cwd ? path.resolve(info.cwd, folder) : null;
}
