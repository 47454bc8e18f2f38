import { codeExpiry, MAX_CODES_PER_HOUR, type CodePurpose } from '../../domain/identity/one-time-code';
import type { Account } from '../../domain/identity/account';
import type { SecretGenerator } from '../ports/identity';
import type { StoreSettingsRepository } from '../ports/store';
import type { Transaction } from '../ports/unit-of-work';
import { confirmationEmail, passwordResetEmail } from './identity-emails';

export const CODE_DIGITS = 6;

/**
 * Issues a fresh code for the purpose and queues its e-mail in the same transaction. A reset code retires the
 * previous one; a sign-up code belongs to its attempt (`passwordHash`, the password given with it, becomes the
 * account's when that code is confirmed) and leaves the codes of earlier attempts alone. Over the hourly limit
 * nothing is sent, silently: the caller's answer must not differ, or it would reveal which e-mails have accounts.
 */
export async function sendCode(
  tx: Pick<Transaction, 'codes' | 'mailOutbox'>,
  { secrets, settings }: { readonly secrets: SecretGenerator; readonly settings: StoreSettingsRepository },
  now: Date,
  account: Pick<Account, 'id' | 'email'>,
  purpose: CodePurpose,
  passwordHash: string | null = null,
): Promise<boolean> {
  const sentLastHour = await tx.codes.countIssuedSince(account.id, purpose, new Date(now.getTime() - 3_600_000));
  if (sentLastHour >= MAX_CODES_PER_HOUR) return false;
  const code = secrets.numericCode(CODE_DIGITS);
  const signUp = purpose === 'confirm-sign-up';
  await tx.codes.issue(account.id, purpose, secrets.digest(code), now, codeExpiry(now), {
    passwordHash: signUp ? passwordHash : null,
    retirePrevious: !signUp,
  });
  const { storeName } = await settings.get();
  await tx.mailOutbox.enqueue(
    signUp ? confirmationEmail(account.email, code, storeName) : passwordResetEmail(account.email, code, storeName),
    now,
  );
  return true;
}
