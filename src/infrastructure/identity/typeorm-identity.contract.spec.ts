import { describeIdentityPortsContract } from '../../application/testing/identity-contract';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { TypeOrmMailQueue } from '../mail/typeorm-mail-outbox';
import { createTestDatabase } from '../testing/test-database';
import { TypeOrmAccountRepository } from './typeorm-account-repository';
import { TypeOrmSessionRepository } from './typeorm-session-repository';

describeIdentityPortsContract('TypeORM adapters (real PostgreSQL)', async () => {
  const db = await createTestDatabase();
  const manager = db.dataSource.manager;
  return {
    uow: new TypeOrmUnitOfWork(db.dataSource),
    accounts: new TypeOrmAccountRepository(manager),
    sessions: new TypeOrmSessionRepository(manager),
    queue: new TypeOrmMailQueue(manager),
    async storedMailBody(id: string) {
      const [row]: { text: string; html: string }[] = await manager.query(
        `SELECT text_body AS text, html_body AS html FROM mail_outbox WHERE id = $1`,
        [id],
      );
      return row;
    },
    async reset() {
      await manager.query(
        `TRUNCATE accounts, sessions, one_time_codes, sign_in_failures, mail_requests, mail_outbox CASCADE`,
      );
    },
    teardown: () => db.drop(),
  };
});
