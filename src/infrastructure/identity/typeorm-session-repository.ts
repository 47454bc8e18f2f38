import type { EntityManager } from 'typeorm';
import type { SessionKind, SessionRepository, StoredSession } from '../../application/ports/identity';
import { SessionSchema } from '../database/schemas/identity-records';

export class TypeOrmSessionRepository implements SessionRepository {
  constructor(private readonly db: EntityManager) {}

  async create(session: { accountId: string; tokenDigest: string; kind: SessionKind; createdAt: Date }): Promise<void> {
    await this.db.getRepository(SessionSchema).insert({ ...session, lastSeenAt: session.createdAt });
  }

  async findByTokenDigest(tokenDigest: string): Promise<StoredSession | null> {
    const record = await this.db.getRepository(SessionSchema).findOneBy({ tokenDigest });
    return record
      ? {
          id: record.id,
          accountId: record.accountId,
          kind: record.kind,
          createdAt: record.createdAt,
          lastSeenAt: record.lastSeenAt,
        }
      : null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.getRepository(SessionSchema).update({ id }, { lastSeenAt: at });
  }

  async delete(id: string): Promise<void> {
    await this.db.getRepository(SessionSchema).delete({ id });
  }

  async deleteAllForAccount(accountId: string): Promise<number> {
    return (await this.db.getRepository(SessionSchema).delete({ accountId })).affected ?? 0;
  }
}
