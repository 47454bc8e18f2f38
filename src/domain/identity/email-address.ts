import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/** Accounts are keyed by e-mail, compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

// Deliberately basic (the spec's rule): something@something.tld, no spaces and no control characters
// (a NUL byte cannot even be stored in PostgreSQL text).
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
export const MAX_EMAIL_LENGTH = 254;

export type EmailError = DomainError<'EMAIL_INVALID'>;

/** The one e-mail rule (accounts, checkout, admin forms): something@something.tld, no spaces or control characters, 254 at most. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);
}

export function parseEmail(raw: string): Result<string, EmailError> {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) {
    return err(domainError('EMAIL_INVALID', 'Ingrese un email válido'));
  }
  return ok(email);
}

/** The greeting name: the part of the e-mail before the at sign, 'Usuario' when there is none. */
export function displayName(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim();
  return local ? local : 'Usuario';
}
