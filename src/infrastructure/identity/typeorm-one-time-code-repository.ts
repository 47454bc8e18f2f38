import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import type { CodePurpose } from '../../domain/identity/one-time-code';
import type { OneTimeCodeRepository, StoredCode } from '../../application/ports/identity';
import { OneTimeCodeSchema } from '../database/schemas/identity-records';

export class TypeOrmOneTimeCodeRepository implements OneTimeCodeRepository {
  constructor(private readonly db: EntityManager) {}

  /** Two writes: the caller runs this in its unit of work. */
  async issue(accountId: string, purpose: CodePurpose, codeDigest: string, issuedAt: Date, expiresAt: Date) {
    const codes = this.db.getRepository(OneTimeCodeSchema);
    await codes.update({ accountId, purpose, retired: false }, { retired: true });
    await codes.insert({
      accountId,
      purpose,
      codeDigest,
      issuedAt,
      expiresAt,
      attempts: 0,
      consumedAt: null,
      retired: false,
    });
  }

  countIssuedSince(accountId: string, purpose: CodePurpose, since: Date): Promise<number> {
    return this.db.getRepository(OneTimeCodeSchema).countBy({ accountId, purpose, issuedAt: MoreThanOrEqual(since) });
  }

  async findActive(accountId: string, purpose: CodePurpose): Promise<StoredCode | null> {
    const record = await this.db.getRepository(OneTimeCodeSchema).findOneBy({ accountId, purpose, retired: false });
    return record
      ? {
          id: record.id,
          codeDigest: record.codeDigest,
          expiresAt: record.expiresAt,
          attempts: record.attempts,
          consumedAt: record.consumedAt,
        }
      : null;
  }

  async recordFailedAttempt(codeId: string): Promise<void> {
    // Atomic increment: concurrent wrong guesses all count.
    await this.db.getRepository(OneTimeCodeSchema).increment({ id: codeId }, 'attempts', 1);
  }

  async consume(codeId: string, at: Date): Promise<void> {
    await this.db.getRepository(OneTimeCodeSchema).update({ id: codeId }, { consumedAt: at, retired: true });
  }
}
