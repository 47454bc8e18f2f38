import type { EntityManager } from 'typeorm';
import type { SessionKind, SessionRepository, SignedInSession, StoredSession } from '../../application/ports/identity';
import { preparedRows } from '../database/prepared-statements';
import { SessionSchema } from '../database/schemas/identity-records';

/** A signed-in session with its account's e-mail and role (named columns: the statement is prepared). */
const SIGNED_IN_SQL = `SELECT s.id, s.account_id, s.created_at, s.last_seen_at, a.email, a.role
  FROM sessions s JOIN accounts a ON a.id = s.account_id
  WHERE s.token_digest = :tokenDigest AND s.kind = 'session'`;

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

  /** One prepared statement: it runs on every signed-in request (AuthenticateSession). */
  async findSignedIn(tokenDigest: string): Promise<SignedInSession | null> {
    const [row] = await preparedRows<{
      id: string;
      account_id: string;
      created_at: Date;
      last_seen_at: Date;
      email: string;
      role: 'user' | 'admin';
    }>(this.db, SIGNED_IN_SQL, { tokenDigest });
    return row
      ? {
          id: row.id,
          accountId: row.account_id,
          kind: 'session',
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          account: { email: row.email, role: row.role },
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
