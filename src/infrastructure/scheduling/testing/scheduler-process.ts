/**
 * One "server process" for the multi-process scheduler tests: its own
 * PostgreSQL pool and a ScheduledJobRunner with a real job (the story expiry,
 * the release of expired stock holds, or the saved-cart reminders), which also counts each run in
 * `scheduler_test_runs` (slot, pid, stories switched off, holds released or reminders queued).
 * Prints one JSON line per tick; stops cleanly on SIGTERM.
 *
 *   node -r @swc-node/register scheduler-process.ts <databaseUrl> <intervalMs> <jobMs> [stories|holds|carts]
 */
import 'reflect-metadata';
import pino from 'pino';
import { systemClock } from '../../../application/ports/clock';
import { RemindAbandonedCarts } from '../../../application/cart/RemindAbandonedCarts';
import { ReleaseExpiredHolds } from '../../../application/orders/ReleaseExpiredHolds';
import { ExpireDueStories } from '../../../application/stories/ExpireDueStories';
import { TypeOrmProductRepository } from '../../catalog/typeorm-product-repository';
import { createDataSource } from '../../database/data-source';
import { CryptoSecretGenerator } from '../../identity/crypto-secret-generator';
import { TypeOrmStoreSettingsRepository } from '../../store/typeorm-store-settings-repository';
import { TypeOrmUnitOfWork } from '../../database/typeorm-unit-of-work';
import { ScheduledJobRunner, type ScheduledJob } from '../scheduled-job-runner';

async function main(): Promise<void> {
  const [url, intervalText, jobText, kind = 'stories'] = process.argv.slice(2);
  const dataSource = createDataSource({ url: url!, poolSize: 3 });
  await dataSource.initialize();
  const uow = new TypeOrmUnitOfWork(dataSource);
  const works = {
    stories: {
      name: 'expire-due-stories',
      run: async () => (await new ExpireDueStories(uow, systemClock).execute()).expired,
    },
    holds: {
      name: 'release-expired-holds',
      run: async () => (await new ReleaseExpiredHolds(uow, systemClock).execute()).released,
    },
    carts: {
      name: 'remind-abandoned-carts',
      run: async () => {
        const db = dataSource.manager;
        const reminders = new RemindAbandonedCarts(
          uow,
          new TypeOrmProductRepository(db),
          new TypeOrmStoreSettingsRepository(db),
          new CryptoSecretGenerator(),
          systemClock,
        );
        return (await reminders.execute('https://tienda.pe')).reminded;
      },
    },
  };
  const work = works[kind as keyof typeof works];
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
