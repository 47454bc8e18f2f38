import { QueryFailedError } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { preparedRows } from './prepared-statements';
import { QueryCounter } from './query-counter';

describe('preparedRows (real PostgreSQL)', () => {
  const queries = new QueryCounter();
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ logger: queries });
  });
  afterAll(() => db.drop());

  it('binds named parameters, logs the statement like TypeORM, and prepares it once per connection', async () => {
    queries.reset();
    const sql = 'SELECT CAST(:a AS int) + CAST(:b AS int) AS sum, CAST(:a AS int) AS a';
    expect(await preparedRows(db.dataSource.manager, sql, { a: 2, b: 3 })).toEqual([{ sum: 5, a: 2 }]);
    expect(queries.count).toBe(1);
    expect(queries.statements[0]).toContain('$1');

    await db.dataSource.transaction(async (manager) => {
      await preparedRows(manager, sql, { a: 1, b: 1 });
      await preparedRows(manager, sql, { a: 4, b: 4 });
      const prepared = await manager.query(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'esencia_%'`);
      expect(prepared).toEqual([{ statement: expect.stringContaining('$1') }]);
    });
  });

  it('runs in the manager’s transaction: it sees the transaction’s own uncommitted rows', async () => {
    await db.dataSource.query(`CREATE TABLE prepared_probe (id int PRIMARY KEY)`);
    await db.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO prepared_probe VALUES (7)`);
      const rows = await preparedRows<{ id: number }>(manager, 'SELECT id FROM prepared_probe WHERE id = :id', {
        id: 7,
      });
      expect(rows).toEqual([{ id: 7 }]);
    });
  });

  it('fails as TypeORM does, with its QueryFailedError, and leaves the connection usable', async () => {
    await expect(preparedRows(db.dataSource.manager, 'SELECT 1 / CAST(:zero AS int)', { zero: 0 })).rejects.toThrow(
      QueryFailedError,
    );
    expect(await preparedRows(db.dataSource.manager, 'SELECT CAST(:one AS int) AS one', { one: 1 })).toEqual([
      { one: 1 },
    ]);
  });
});
