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
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export function isConfirmed(account: Pick<Account, 'confirmedAt'>): boolean {
  return account.confirmedAt !== null;
}
