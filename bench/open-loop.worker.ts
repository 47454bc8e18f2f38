/**
 * The load generator, in its own thread so that the server's work on the main
 * thread never delays a send: request i leaves at start + i / rate whatever
 * happened to the earlier ones (an open loop, as real shoppers arrive), and
 * its latency counts from that intended instant, so a slow server cannot hide
 * its queue (no coordinated omission).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { OpenLoopJob, OpenLoopSample } from './open-loop';

async function run(job: OpenLoopJob): Promise<OpenLoopSample[]> {
  const interval = 1000 / job.rate;
  const start = performance.now() + 20;
  const samples: OpenLoopSample[] = [];
  const inFlight: Promise<void>[] = [];

  const send = async (index: number, scheduled: number) => {
    const sent = performance.now();
    let status = 0;
    let body = '';
    try {
      const response = await fetch(job.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: job.bodies[index]!,
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      body = error instanceof Error ? error.message : String(error);
    }
    const done = performance.now();
    samples.push({ index, latencyMs: done - scheduled, serviceMs: done - sent, lagMs: sent - scheduled, status, body });
  };

  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < job.bodies.length && start + next * interval <= now) {
        inFlight.push(send(next, start + next * interval));
        next++;
      }
      if (next >= job.bodies.length) return resolve();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all(inFlight);
  return samples.sort((a, b) => a.index - b.index);
}

run(workerData as OpenLoopJob).then(
  (samples) => parentPort!.postMessage({ samples }),
  (error: unknown) => parentPort!.postMessage({ error: String(error) }),
);
