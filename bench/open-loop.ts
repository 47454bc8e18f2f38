import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { quantile } from './bench-store';

export interface OpenLoopJob {
  /** Where every request is POSTed. */
  readonly url: string;
  /** Requests per second, fixed whatever the answers take. */
  readonly rate: number;
  /** One JSON body per request, sent in order: their number fixes the duration. */
  readonly bodies: readonly string[];
}

export interface OpenLoopSample {
  readonly index: number;
  /** From the instant the request was due to its answer's last byte. */
  readonly latencyMs: number;
  /** From the instant it was actually sent to its answer's last byte. */
  readonly serviceMs: number;
  /** How late the generator sent it (should stay near 0). */
  readonly lagMs: number;
  /** 0 when the request failed before any answer. */
  readonly status: number;
  readonly body: string;
}

export interface OpenLoopReport {
  readonly requests: number;
  readonly errors: number;
  /** Answers per second over the whole run, from the first due instant to the last answer. */
  readonly achievedRate: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly maxLag: number;
  /** A few distinct failures, to show what went wrong. */
  readonly errorSamples: readonly string[];
}

/** Runs the job in a worker thread and returns every sample. */
export function runOpenLoop(job: OpenLoopJob): Promise<OpenLoopSample[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'open-loop.worker.ts'), { workerData: job });
    worker.once('message', (message: { samples?: OpenLoopSample[]; error?: string }) => {
      void worker.terminate();
      if (message.samples) resolve(message.samples);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

/** Percentiles of the latency from the due instant; `isSuccess` judges each answer. */
export function summarize(
  job: OpenLoopJob,
  samples: readonly OpenLoopSample[],
  isSuccess: (sample: OpenLoopSample) => boolean,
): OpenLoopReport {
  const failures = samples.filter((sample) => !isSuccess(sample));
  const latencies = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  // From the first due instant to the last answer (each arrives at its due instant + its latency).
  const lastAnswerMs = Math.max(0, ...samples.map((s) => (s.index * 1000) / job.rate + s.latencyMs));
  return {
    requests: samples.length,
    errors: failures.length + (job.bodies.length - samples.length),
    achievedRate: lastAnswerMs > 0 ? (samples.length - failures.length) / (lastAnswerMs / 1000) : 0,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    maxLag: Math.max(0, ...samples.map((s) => s.lagMs)),
    errorSamples: [...new Set(failures.map((f) => `${f.status} ${f.body.slice(0, 300)}`))].slice(0, 3),
  };
}
