import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import type { CodePurpose } from '../../domain/identity/one-time-code';
import type { IssueCodeOptions, OneTimeCodeRepository, StoredCode } from '../../application/ports/identity';
import { OneTimeCodeSchema } from '../database/schemas/identity-records';

export class TypeOrmOneTimeCodeRepository implements OneTimeCodeRepository {
  constructor(private readonly db: EntityManager) {}

  /** Up to two writes: the caller runs this in its unit of work. */
  async issue(
    accountId: string,
    purpose: CodePurpose,
    codeDigest: string,
    issuedAt: Date,
    expiresAt: Date,
    options: IssueCodeOptions,
  ) {
    const codes = this.db.getRepository(OneTimeCodeSchema);
    if (options.retirePrevious) await codes.update({ accountId, purpose, retired: false }, { retired: true });
    await codes.insert({
      accountId,
      purpose,
      codeDigest,
      issuedAt,
      expiresAt,
      attempts: 0,
      consumedAt: null,
      retired: false,
      passwordHash: options.passwordHash,
    });
  }

  countIssuedSince(accountId: string, purpose: CodePurpose, since: Date): Promise<number> {
    return this.db.getRepository(OneTimeCodeSchema).countBy({ accountId, purpose, issuedAt: MoreThanOrEqual(since) });
  }

  async findActive(accountId: string, purpose: CodePurpose): Promise<StoredCode[]> {
    const records = await this.db
      .getRepository(OneTimeCodeSchema)
      .find({ where: { accountId, purpose, retired: false }, order: { issuedAt: 'DESC' } });
    return records.map((record) => ({
      id: record.id,
      codeDigest: record.codeDigest,
      expiresAt: record.expiresAt,
      attempts: record.attempts,
      consumedAt: record.consumedAt,
      passwordHash: record.passwordHash,
    }));
  }

  async recordFailedAttempt(codeIds: readonly string[]): Promise<void> {
    if (codeIds.length === 0) return;
    // Atomic increments: concurrent wrong guesses all count.
    await this.db.query(`UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ANY($1::uuid[])`, [[...codeIds]]);
  }

  async consume(codeId: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE one_time_codes SET retired = true, consumed_at = CASE WHEN id = $1 THEN $2::timestamptz ELSE consumed_at END
       WHERE (account_id, purpose) = (SELECT account_id, purpose FROM one_time_codes WHERE id = $1) AND NOT retired`,
      [codeId, at],
    );
  }
}
