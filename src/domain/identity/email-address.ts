import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { forbiddenCharacter } from '../shared/text-characters';

/**
 * Accounts are keyed by e-mail, compared case-insensitively, without surrounding spaces and in Unicode's composed
 * form (NFC, as RFC 6532 asks of addresses): 'josé' typed as 'e' and a combining accent (macOS copies, some
 * keyboards) is the same address as with 'é', as the checkout already stores it (customer-fields.ts cleanText).
 */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase();
}

// Deliberately basic (the spec's rule): something@something.tld, no spaces and no control characters (a NUL
// byte cannot even be stored in PostgreSQL text), and none of the characters a mail library reads as address
// syntax (a display name's <>, a list's comma, a group's : and ;, a comment's (), quotes, [] and \): with them,
// 'eva<victima@correo.pe>' was stored, shown and counted by the mail ceilings as itself but mailed to victima.
// Nor invisible characters (text-characters.ts): 'ana' and a zero-width space was a second account of ana's.
const PART = String.raw`[^\s@\p{Cc}<>()[\]\\,;:"]+`;
const EMAIL = new RegExp(`^${PART}@${PART}\\.${PART}$`, 'u');
export const MAX_EMAIL_LENGTH = 254;

export type EmailError = DomainError<'EMAIL_INVALID'>;

/** The one e-mail rule (accounts, checkout, admin forms): something@something.tld, no spaces, control or invisible characters, 254 at most. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) && forbiddenCharacter(email) === null;
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
