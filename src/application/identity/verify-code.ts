import type { Account } from '../../domain/identity/account';
import { checkCode, type CodeError, type CodePurpose } from '../../domain/identity/one-time-code';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';

/**
 * Checks an e-mailed code for an account (null account: answered like a wrong
 * code) and consumes it when right. Wrong guesses count toward the limit.
 */
export async function verifyCode(
  deps: Pick<IdentityServices, 'codes' | 'secrets' | 'clock'>,
  account: Account | null,
  purpose: CodePurpose,
  code: string,
): Promise<Result<'accepted', CodeError>> {
  const now = deps.clock.now();
  const stored = account ? await deps.codes.findActive(account.id, purpose) : null;
  const matches = stored ? deps.secrets.sameDigest(deps.secrets.digest(code.trim()), stored.codeDigest) : false;
  const verdict = checkCode(stored, matches, now);
  if (!verdict.ok) {
    if (stored && verdict.error.code === 'CODE_INVALID') await deps.codes.recordFailedAttempt(stored.id);
    return verdict;
  }
  await deps.codes.consume((stored as { id: string }).id, now);
  return ok('accepted');
}
