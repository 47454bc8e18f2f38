/**
 * One "server process" for the multi-process scheduler tests: its own
 * PostgreSQL pool and a ScheduledJobRunner with a real job (the story expiry,
 * or the release of expired stock holds), which also counts each run in
 * `scheduler_test_runs` (slot, pid, stories switched off or holds released).
 * Prints one JSON line per tick; stops cleanly on SIGTERM.
 *
 *   node -r @swc-node/register scheduler-process.ts <databaseUrl> <intervalMs> <jobMs> [stories|holds]
 */
import 'reflect-metadata';
import pino from 'pino';
import { systemClock } from '../../../application/ports/clock';
import { ReleaseExpiredHolds } from '../../../application/orders/ReleaseExpiredHolds';
import { ExpireDueStories } from '../../../application/stories/ExpireDueStories';
import { createDataSource } from '../../database/data-source';
import { TypeOrmUnitOfWork } from '../../database/typeorm-unit-of-work';
import { ScheduledJobRunner, type ScheduledJob } from '../scheduled-job-runner';

async function main(): Promise<void> {
  const [url, intervalText, jobText, kind = 'stories'] = process.argv.slice(2);
  const dataSource = createDataSource({ url: url!, poolSize: 3 });
  await dataSource.initialize();
  const uow = new TypeOrmUnitOfWork(dataSource);
  const work =
    kind === 'holds'
      ? {
          name: 'release-expired-holds',
          run: async () => (await new ReleaseExpiredHolds(uow, systemClock).execute()).released,
        }
      : {
          name: 'expire-due-stories',
          run: async () => (await new ExpireDueStories(uow, systemClock).execute()).expired,
        };
  const job: ScheduledJob = {
    name: work.name,
    intervalMs: Number(intervalText),
    async run({ slot }) {
      const done = await work.run();
      // A run long enough for the other process's tick to find the lock taken.
      await new Promise((resolve) => setTimeout(resolve, Number(jobText)));
      await dataSource.query(`INSERT INTO scheduler_test_runs (slot, pid, expired) VALUES ($1, $2, $3)`, [
        slot,
        process.pid,
        done,
      ]);
      return { done };
    },
  };
  const runner = new ScheduledJobRunner(dataSource, pino({ level: 'silent' }), [job], {
    onTick: (_job, tick) =>
      process.stdout.write(`${JSON.stringify({ pid: process.pid, outcome: tick.outcome, slot: tick.slot })}\n`),
  });
  const keepAlive = setInterval(() => undefined, 60_000);
  process.once('SIGTERM', () => {
    void runner
      .stop()
      .then(() => dataSource.destroy())
      .then(() => {
        clearInterval(keepAlive);
        process.stdout.write('stopped\n');
        process.exit(0);
      });
  });
  await runner.start();
  process.stdout.write('started\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
