import type { Account } from '../../domain/identity/account';
import type { CodePurpose, OneTimeCodeState } from '../../domain/identity/one-time-code';
import type { CommonPasswordList } from '../../domain/identity/password-policy';
import type { Role } from '../../domain/identity/role';
import type { RecentFailures } from '../../domain/identity/sign-in-throttle';

export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly name: string;
  readonly confirmedAt: Date | null;
  readonly mustChangePassword: boolean;
  readonly temporaryPasswordExpiresAt?: Date | null;
}

export type AccountChanges = Partial<
  Pick<
    Account,
    | 'passwordHash'
    | 'name'
    | 'phone'
    | 'role'
    | 'confirmedAt'
    | 'mustChangePassword'
    | 'temporaryPasswordExpiresAt'
    | 'signUpAttemptHash'
    | 'signUpAttemptAt'
  >
>;

export interface AccountRepository {
  findByEmail(email: string): Promise<Account | null>;
  findById(id: string): Promise<Account | null>;
  create(account: NewAccount): Promise<Account>;
  update(id: string, changes: AccountChanges): Promise<Account>;
  hasAdmin(): Promise<boolean>;
  /** E-mail addresses of every administrator (for shop notifications). */
  adminEmails(): Promise<string[]>;
}

export interface StoredCode extends OneTimeCodeState {
  readonly id: string;
  readonly codeDigest: string;
  /** A sign-up code's attempt: the hash of the password given with it, which confirming the code makes the account's. */
  readonly passwordHash: string | null;
}

export interface IssueCodeOptions {
  /** The sign-up attempt's password hash the code is bound to (null for reset codes). */
  readonly passwordHash: string | null;
  /**
   * Retire the account's earlier codes of this purpose (a reset code replaces the previous one); false: every
   * sign-up attempt keeps its own code, so a later attempt (maybe someone else's) does not void the owner's.
   */
  readonly retirePrevious: boolean;
}

/** E-mailed codes, stored only as digests (write calls run inside a unit of work). */
export interface OneTimeCodeRepository {
  issue(
    accountId: string,
    purpose: CodePurpose,
    codeDigest: string,
    issuedAt: Date,
    expiresAt: Date,
    options: IssueCodeOptions,
  ): Promise<void>;
  countIssuedSince(accountId: string, purpose: CodePurpose, since: Date): Promise<number>;
  /** The codes neither used nor retired, newest first (expired and burnt ones too: checkCode says why they fail). */
  findActive(accountId: string, purpose: CodePurpose): Promise<StoredCode[]>;
  /** One wrong guess, counted on each of these codes (atomic increments). */
  recordFailedAttempt(codeIds: readonly string[]): Promise<void>;
  /** Uses the code and retires every other code of its account and purpose. */
  consume(codeId: string, at: Date): Promise<void>;
}

/** 'session' signs a browser in; 'password-challenge' only allows choosing a new password. */
export type SessionKind = 'session' | 'password-challenge';

export interface StoredSession {
  readonly id: string;
  readonly accountId: string;
  readonly kind: SessionKind;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
}

/** A signed-in session and who it signs in. */
export interface SignedInSession extends StoredSession {
  readonly account: { readonly email: string; readonly role: 'user' | 'admin' };
}

/** Sessions are stored by the digest of their token, never the token itself. */
export interface SessionRepository {
  create(session: { accountId: string; tokenDigest: string; kind: SessionKind; createdAt: Date }): Promise<void>;
  findByTokenDigest(tokenDigest: string): Promise<StoredSession | null>;
  /**
   * A session of kind 'session' with its account's e-mail and role, in one read (AuthenticateSession runs on every
   * signed-in request); null when there is none or its account is gone.
   */
  findSignedIn(tokenDigest: string): Promise<SignedInSession | null>;
  touch(id: string, at: Date): Promise<void>;
  delete(id: string): Promise<void>;
  deleteAllForAccount(accountId: string): Promise<number>;
}

export interface SignInAttemptLog {
  recentFailures(email: string, ip: string, since: Date): Promise<RecentFailures>;
  recordFailure(email: string, ip: string, at: Date): Promise<void>;
}

/** Requests that send e-mail (sign-up, resend, reset), by client IP, for the per-IP hourly limit. */
export interface MailRequestLog {
  recentFromIp(ip: string, since: Date): Promise<Date[]>;
  record(ip: string, at: Date): Promise<void>;
}

/** The breached-password list the policy checks new passwords against (lower case; loaded by the server only). */
export type CommonPasswords = CommonPasswordList;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, so unknown accounts cannot be told apart by timing. */
  verifyAgainstDummy(password: string): Promise<false>;
}

export interface SecretGenerator {
  /** An opaque random token of 256 bits, URL-safe. */
  token(): string;
  /** A public identifier nobody can guess: 160 random bits as 32 lower-case base32 characters. */
  identifier(): string;
  /** A random numeric code of the given length. */
  numericCode(digits: number): string;
  /** A random password that satisfies the password policy. */
  temporaryPassword(): string;
  /** A one-way digest for storing tokens and codes. */
  digest(secret: string): string;
  /** Constant-time comparison of two digests. */
  sameDigest(a: string, b: string): boolean;
}
