import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import type { Account } from '../../domain/identity/account';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import type { CodePurpose } from '../../domain/identity/one-time-code';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { sendCode } from './send-code';
import { throttleMailRequest } from './throttle-mail-requests';

/**
 * A request that e-mails a code when `wanted` says the account should get one (for a sign-up code: the
 * password hash of the attempt it confirms). The answer is the same for any e-mail: only the per-IP limit
 * can refuse.
 */
export async function requestCode(
  deps: { uow: UnitOfWork; secrets: SecretGenerator; clock: Clock; settings: StoreSettingsRepository },
  input: { email: string; ip: string },
  purpose: CodePurpose,
  wanted: (account: Account) => false | { readonly passwordHash: string | null },
): Promise<Result<'done', MailRequestThrottleError | EmailError>> {
  const parsed = parseEmail(input.email);
  if (!parsed.ok) return parsed;
  const email = parsed.value;
  const allowed = await throttleMailRequest(deps.uow, deps.clock.now(), input.ip);
  if (!allowed.ok) return allowed;
  await deps.uow.run(async (tx) => {
    await tx.lock(`account:${email}`);
    const account = await tx.accounts.findByEmail(email);
    const code = account ? wanted(account) : false;
    if (account && code) await sendCode(tx, deps, deps.clock.now(), account, purpose, code.passwordHash);
  });
  return ok('done');
}
