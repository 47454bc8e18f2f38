import type { Account } from '../../domain/identity/account';
import { checkCode, type CodeError, type CodePurpose } from '../../domain/identity/one-time-code';
import { ok, type Result } from '../../domain/shared/result';
import type { SecretGenerator } from '../ports/identity';
import type { Transaction } from '../ports/unit-of-work';

/**
 * Checks an e-mailed code for an account (null account: answered like a wrong
 * code) and consumes it when right. Wrong guesses count toward the limit.
 */
export async function verifyCode(
  tx: Pick<Transaction, 'codes'>,
  secrets: SecretGenerator,
  now: Date,
  account: Account | null,
  purpose: CodePurpose,
  code: string,
): Promise<Result<Account, CodeError>> {
  const stored = account ? await tx.codes.findActive(account.id, purpose) : null;
  const matches = stored ? secrets.sameDigest(secrets.digest(code.trim()), stored.codeDigest) : false;
  const verdict = checkCode(stored, matches, now);
  if (!verdict.ok) {
    if (stored && verdict.error.code === 'CODE_INVALID') await tx.codes.recordFailedAttempt(stored.id);
    return verdict;
  }
  // checkCode accepts only a stored code, and codes are only looked up for an account: anything else is a bug.
  if (!stored || !account) throw new Error('checkCode accepted a code that was never stored');
  await tx.codes.consume(stored.id, now);
  return ok(account);
}
