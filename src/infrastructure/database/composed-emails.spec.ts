import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ComposedEmails1766100000000 } from './migrations/1766100000000-ComposedEmails';

describe('Migration ComposedEmails: accounts signed up with combining accents stay reachable', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(() => db.drop());

  it('composes the e-mails of accounts, story views and restock notices, leaving a row whose twin exists', async () => {
    const composed = 'josé@correo.pe'.normalize('NFC');
    const decomposed = composed.normalize('NFD');
    const twin = 'iñigo@correo.pe'.normalize('NFC');
    const accounts = [decomposed, twin, twin.normalize('NFD')];
    for (const email of accounts) {
      await db.dataSource.query(`INSERT INTO accounts (email, password_hash, confirmed_at) VALUES ($1, 'x', now())`, [
        email,
      ]);
    }
    const [story] = await db.dataSource.query(
      `INSERT INTO stories (title, description, image_key, expires_at)
       VALUES ('Navidad', 'Descripción', 'stories/1-x.webp', now() + interval '1 day') RETURNING id`,
    );
    await db.dataSource.query(`INSERT INTO story_interactions (story_id, user_email, type) VALUES ($1, $2, 'view')`, [
      story.id,
      decomposed,
    ]);

    const runner = db.dataSource.createQueryRunner();
    try {
      await new ComposedEmails1766100000000().up(runner);
      await new ComposedEmails1766100000000().up(runner); // again: nothing left to do
    } finally {
      await runner.release();
    }

    const emails = (await db.dataSource.query(`SELECT email FROM accounts ORDER BY email`)) as { email: string }[];
    expect(emails.map((row) => row.email).sort()).toEqual([composed, twin, twin.normalize('NFD')].sort());
    expect(await db.dataSource.query(`SELECT user_email FROM story_interactions`)).toEqual([{ user_email: composed }]);
  });
});
