import { codeExpiry, MAX_CODES_PER_HOUR, type CodePurpose } from '../../domain/identity/one-time-code';
import type { Account } from '../../domain/identity/account';
import type { SecretGenerator } from '../ports/identity';
import type { Transaction } from '../ports/unit-of-work';
import { confirmationEmail, passwordResetEmail } from './identity-emails';

export const CODE_DIGITS = 6;

/**
 * Issues a fresh code for the purpose (retiring the previous one) and queues
 * its e-mail in the same transaction. Over the hourly limit nothing is sent,
 * silently: the caller's answer must not differ, or it would reveal which
 * e-mails have accounts.
 */
export async function sendCode(
  tx: Pick<Transaction, 'codes' | 'mailOutbox'>,
  secrets: SecretGenerator,
  now: Date,
  account: Pick<Account, 'id' | 'email'>,
  purpose: CodePurpose,
): Promise<boolean> {
  const sentLastHour = await tx.codes.countIssuedSince(account.id, purpose, new Date(now.getTime() - 3_600_000));
  if (sentLastHour >= MAX_CODES_PER_HOUR) return false;
  const code = secrets.numericCode(CODE_DIGITS);
  await tx.codes.issue(account.id, purpose, secrets.digest(code), now, codeExpiry(now));
  await tx.mailOutbox.enqueue(
    purpose === 'confirm-sign-up' ? confirmationEmail(account.email, code) : passwordResetEmail(account.email, code),
    now,
  );
  return true;
}
