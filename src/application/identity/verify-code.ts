import type { Account } from '../../domain/identity/account';
import { checkCode, type CodeError, type CodePurpose } from '../../domain/identity/one-time-code';
import { ok, type Result } from '../../domain/shared/result';
import type { SecretGenerator, StoredCode } from '../ports/identity';
import type { Transaction } from '../ports/unit-of-work';

export interface VerifiedCode {
  readonly account: Account;
  /** The code that matched (a sign-up code carries its attempt's password hash). */
  readonly code: StoredCode;
}

/**
 * Checks an e-mailed code against the account's active codes of the purpose (null account: answered like a
 * wrong code) and consumes it when right, retiring the others. A wrong guess counts against every active
 * code, so several pending sign-up attempts give a guesser no more tries than one code does.
 */
export async function verifyCode(
  tx: Pick<Transaction, 'codes'>,
  secrets: SecretGenerator,
  now: Date,
  account: Account | null,
  purpose: CodePurpose,
  code: string,
): Promise<Result<VerifiedCode, CodeError>> {
  const active = account ? await tx.codes.findActive(account.id, purpose) : [];
  const digest = secrets.digest(code.trim());
  const matching = active.find((stored) => secrets.sameDigest(digest, stored.codeDigest)) ?? null;
  // Without a match, the newest code tells why the guess fails (wrong, burnt or expired).
  const verdict = checkCode(matching ?? active[0] ?? null, matching !== null, now);
  if (!verdict.ok) {
    if (verdict.error.code === 'CODE_INVALID' && !matching) {
      const stillUsable = active.filter((stored) => checkCode(stored, true, now).ok).map((stored) => stored.id);
      await tx.codes.recordFailedAttempt(stillUsable);
    }
    return verdict;
  }
  // checkCode accepts only a stored code, and codes are only looked up for an account: anything else is a bug.
  if (!matching || !account) throw new Error('checkCode accepted a code that was never stored');
  await tx.codes.consume(matching.id, now);
  return ok({ account, code: matching });
}
