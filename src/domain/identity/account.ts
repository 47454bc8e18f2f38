import type { Role } from './role';

/** A customer or admin account. The password hash is opaque here: hashing is an adapter's job. */
export interface Account {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly name: string;
  readonly phone: string | null;
  readonly role: Role;
  /** null until the e-mailed confirmation code is entered. */
  readonly confirmedAt: Date | null;
  /** Set by a temporary password: the next sign-in must choose a new one before anything else. */
  readonly mustChangePassword: boolean;
  /** When a temporary password stops working (null: the password was chosen by its owner). */
  readonly temporaryPasswordExpiresAt: Date | null;
  /**
   * The latest sign-up for this e-mail once the account was confirmed (its password's hash and
   * when): signing in with it answers like an unconfirmed new account, and never signs in.
   */
  readonly signUpAttemptHash: string | null;
  readonly signUpAttemptAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
