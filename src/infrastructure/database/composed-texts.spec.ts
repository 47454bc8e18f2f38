import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ComposedTexts1766180000000 } from './migrations/1766180000000-ComposedTexts';

describe('Migration ComposedTexts: names typed with combining accents before are composed (NFC)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(() => db.drop());

  it('composes brand, category, product and story texts and account names; a second run changes nothing', async () => {
    const jose = 'José'.normalize('NFD');
    const [brand] = await db.dataSource.query(`INSERT INTO brands (name, description) VALUES ($1, $1) RETURNING id`, [
      jose,
    ]);
    await db.dataSource.query(`INSERT INTO categories (name, description) VALUES ($1, 'Cítricos')`, [
      'Cítricos'.normalize('NFD'),
    ]);
    await db.dataSource.query(
      `INSERT INTO products (name, description, brand_id, original_price_cents, stock)
       VALUES ($1, $2, $3, 100, 1)`,
      ['Perfume de José'.normalize('NFD'), 'Clásico'.normalize('NFD'), brand.id],
    );
    await db.dataSource.query(
      `INSERT INTO stories (title, description, image_key, expires_at)
       VALUES ($1, $2, 'stories/1-x.webp', now() + interval '1 day')`,
      ['Edición'.normalize('NFD'), 'Cañete'.normalize('NFD')],
    );
    await db.dataSource.query(`INSERT INTO accounts (email, password_hash, name) VALUES ('a@correo.pe', 'x', $1)`, [
      'Ñuñez'.normalize('NFD'),
    ]);

    const runner = db.dataSource.createQueryRunner();
    try {
      await new ComposedTexts1766180000000().up(runner);
      await new ComposedTexts1766180000000().up(runner); // again: nothing left to do
    } finally {
      await runner.release();
    }

    expect(
      await db.dataSource.query(
        `SELECT name AS a, description AS b FROM brands UNION ALL SELECT name, description FROM categories
         UNION ALL SELECT name, description FROM products UNION ALL SELECT title, description FROM stories
         UNION ALL SELECT name, email FROM accounts`,
      ),
    ).toEqual([
      { a: 'José', b: 'José' },
      { a: 'Cítricos', b: 'Cítricos' },
      { a: 'Perfume de José', b: 'Clásico' },
      { a: 'Edición', b: 'Cañete' },
      { a: 'Ñuñez', b: 'a@correo.pe' },
    ]);
  });
});
