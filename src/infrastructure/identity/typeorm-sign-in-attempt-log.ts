import type { EntityManager } from 'typeorm';
import type { RecentFailures } from '../../domain/identity/sign-in-throttle';
import type { SignInAttemptLog } from '../../application/ports/identity';
import { SignInFailureSchema } from '../database/schemas/identity-records';

/** Failed sign-ins in PostgreSQL, so throttling survives restarts and holds across processes. */
export class TypeOrmSignInAttemptLog implements SignInAttemptLog {
  constructor(private readonly db: EntityManager) {}

  async recentFailures(email: string, ip: string, since: Date): Promise<RecentFailures> {
    const rows: { email: string; ip: string; at: Date }[] = await this.db.query(
      `SELECT email, ip, at FROM sign_in_failures WHERE at > $3 AND (email = $1 OR ip = $2)`,
      [email, ip, since],
    );
    return {
      account: rows.filter((r) => r.email === email).map((r) => new Date(r.at)),
      ip: rows.filter((r) => r.ip === ip).map((r) => new Date(r.at)),
      pair: rows.filter((r) => r.email === email && r.ip === ip).map((r) => new Date(r.at)),
    };
  }

  async recordFailure(email: string, ip: string, at: Date): Promise<void> {
    await this.db.getRepository(SignInFailureSchema).insert({ email, ip, at });
    // Old rows have no further use; pruning here keeps the table small without a scheduler.
    await this.db.query(`DELETE FROM sign_in_failures WHERE at < $1`, [new Date(at.getTime() - 24 * 3_600_000)]);
  }
}
