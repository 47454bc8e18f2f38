import { createTestDatabase } from '../infrastructure/testing/test-database';
import { startTestStore } from './testing/test-store';

/** The server starts the story expiry with itself: a story that expired while no server ran is off once it listens. */
describe('the store switches expired stories off at start-up', () => {
  it('runs the expiry job before listening and remembers the run', async () => {
    const database = await createTestDatabase();
    try {
      const [{ id: expired }] = await database.dataSource.query(
        `INSERT INTO stories (title, description, image_key, active, expires_at)
         VALUES ('Vencida', 'd', 'stories/1-image-x.webp', true, now() - interval '1 minute') RETURNING id`,
      );
      const [{ id: running }] = await database.dataSource.query(
        `INSERT INTO stories (title, description, image_key, active, expires_at)
         VALUES ('Vigente', 'd', 'stories/1-image-y.webp', true, now() + interval '1 hour') RETURNING id`,
      );
      const api = await startTestStore({ clock: { now: () => new Date() }, database });
      try {
        const rows = await database.dataSource.query(`SELECT id, active FROM stories ORDER BY title`);
        expect(rows).toEqual([
          { id: expired, active: false },
          { id: running, active: true },
        ]);
        const [job] = await database.dataSource.query(
          `SELECT name, last_result FROM scheduled_jobs WHERE name = 'expire-due-stories'`,
        );
        expect(job).toEqual({ name: 'expire-due-stories', last_result: { expired: 1 } });
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
