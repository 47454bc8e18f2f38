import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import type { Account } from './account';

/** A temporary password (a new admin's) must be replaced within this time, or it stops working. */
export const TEMPORARY_PASSWORD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type TemporaryPasswordError = DomainError<'TEMPORARY_PASSWORD_EXPIRED'>;

export function temporaryPasswordExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS);
}

/** Whether a right password may still be used: a temporary one only until it expires. */
export function checkTemporaryPassword(
  account: Pick<Account, 'mustChangePassword' | 'temporaryPasswordExpiresAt'>,
  now: Date,
): Result<'usable', TemporaryPasswordError> {
  const expiresAt = account.temporaryPasswordExpiresAt;
  if (!account.mustChangePassword || !expiresAt || now.getTime() < expiresAt.getTime()) return ok('usable');
  return err(
    domainError(
      'TEMPORARY_PASSWORD_EXPIRED',
      "La contraseña temporal venció. Usa '¿Olvidaste tu contraseña?' para elegir una nueva o pide otra al administrador.",
    ),
  );
}
