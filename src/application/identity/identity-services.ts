import type { Clock } from '../ports/clock';
import type {
  AccountLocks,
  AccountRepository,
  Mailer,
  MailRequestLog,
  OneTimeCodeRepository,
  PasswordHasher,
  SecretGenerator,
  SessionRepository,
  SignInAttemptLog,
} from '../ports/identity';

/** The ports identity use cases draw from; each use case declares the subset it needs with Pick<>. */
export interface IdentityServices {
  readonly accounts: AccountRepository;
  readonly codes: OneTimeCodeRepository;
  readonly sessions: SessionRepository;
  readonly attempts: SignInAttemptLog;
  readonly mailRequests: MailRequestLog;
  readonly hasher: PasswordHasher;
  readonly secrets: SecretGenerator;
  readonly locks: AccountLocks;
  readonly mailer: Mailer;
  readonly clock: Clock;
}

/** What a signed-in request carries: resolved from the session cookie on every request, never from the client. */
export interface Viewer {
  readonly accountId: string;
  readonly sessionId: string;
  readonly email: string;
  readonly role: 'user' | 'admin';
}
