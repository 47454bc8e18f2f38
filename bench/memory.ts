/**
 * The memory of the bench's own process, for the benches that run the store in
 * process (bench/bench-store.ts): its RSS is the server and the load generator
 * together (the open loop's worker thread included), PostgreSQL apart (a child
 * process). bench/api.bench.ts measures a server in its own process instead
 * (`memoryOf(pid)` in bench/esencia-process.ts).
 */
import { memoryOf, mib } from './esencia-process';

/** How often the RSS is sampled during a run. */
const SAMPLE_EVERY_MS = 100;

/** This process's resident set size now, in bytes. */
export const currentRss = (): number => process.memoryUsage.rss();

/**
 * Runs `work` while sampling this process's RSS every 100 ms (and at its start
 * and end): its result and the highest sample, in bytes. The samples are taken
 * on the main thread: a busy event loop takes them late (the start and end
 * ones are always taken).
 */
export async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakRss: number }> {
  let peakRss = currentRss();
  const sample = () => {
    peakRss = Math.max(peakRss, currentRss());
  };
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  sampler.unref();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  sample();
  return { result, peakRss };
}

/** VmHWM (the highest RSS since the process started) from /proc/self/status, in bytes; NaN where there is no /proc. */
export function highWaterMark(): number {
  try {
    return memoryOf(process.pid).peak;
  } catch {
    return Number.NaN;
  }
}

/** The line printed under a bench's table: what the RSS covers, its idle value and VmHWM at the end. */
export function processMemoryNote(idleRss: number): string {
  const hwm = highWaterMark();
  return (
    'Bench process memory (this node process: server and load generator together, PostgreSQL apart): ' +
    `RSS ${mib(idleRss)} MiB idle before the first request, peak sampled every ${SAMPLE_EVERY_MS} ms during each measured load; ` +
    (Number.isFinite(hwm)
      ? `VmHWM (highest RSS since the process started, the store's start and demo data included) ${mib(hwm)} MiB.`
      : 'VmHWM not available (no /proc/self/status).') +
    " RSS seldom shrinks, so a row's peak also holds what the runs before it left."
  );
}
