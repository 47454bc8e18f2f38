import { codeExpiry, MAX_CODES_PER_HOUR, type CodePurpose } from '../../domain/identity/one-time-code';
import type { Account } from '../../domain/identity/account';
import type { IdentityServices } from './identity-services';
import { confirmationEmail, passwordResetEmail } from './identity-emails';

export const CODE_DIGITS = 6;

/**
 * Issues a fresh code for the purpose (retiring the previous one) and e-mails it.
 * Over the hourly limit nothing is sent, silently: the caller's answer must not
 * differ, or it would reveal which e-mails have accounts.
 */
export async function sendCode(
  deps: Pick<IdentityServices, 'codes' | 'secrets' | 'mailer' | 'clock'>,
  account: Pick<Account, 'id' | 'email'>,
  purpose: CodePurpose,
): Promise<boolean> {
  const now = deps.clock.now();
  const sentLastHour = await deps.codes.countIssuedSince(account.id, purpose, new Date(now.getTime() - 3_600_000));
  if (sentLastHour >= MAX_CODES_PER_HOUR) return false;
  const code = deps.secrets.numericCode(CODE_DIGITS);
  await deps.codes.issue(account.id, purpose, deps.secrets.digest(code), now, codeExpiry(now));
  await deps.mailer.send(
    purpose === 'confirm-sign-up' ? confirmationEmail(account.email, code) : passwordResetEmail(account.email, code),
  );
  return true;
}
