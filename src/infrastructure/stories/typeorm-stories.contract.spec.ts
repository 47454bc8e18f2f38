import { describeStoryPortsContract } from '../../application/testing/story-contract';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { createTestDatabase } from '../testing/test-database';
import { TypeOrmStoryQueries } from './typeorm-story-queries';

describeStoryPortsContract('TypeORM on PostgreSQL', async () => {
  const db = await createTestDatabase();
  return {
    uow: new TypeOrmUnitOfWork(db.dataSource),
    stories: new TypeOrmStoryQueries(db.dataSource.manager),
    now: () => new Date(),
    async nameAccount(email, name) {
      await db.dataSource.query(`INSERT INTO accounts (email, password_hash, name) VALUES ($1, 'x', $2)`, [
        email,
        name,
      ]);
    },
    async reset() {
      await db.dataSource.query(`DELETE FROM stories`);
      await db.dataSource.query(`DELETE FROM accounts`);
    },
    teardown: () => db.drop(),
  };
});
