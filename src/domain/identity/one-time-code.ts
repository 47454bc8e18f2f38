import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/** What an e-mailed code is for. */
export type CodePurpose = 'confirm-sign-up' | 'reset-password';

export const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Wrong guesses allowed before the code is burnt and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes that may be sent for one account and purpose in one hour (stops mail bombing). */
export const MAX_CODES_PER_HOUR = 5;

export interface OneTimeCodeState {
  readonly expiresAt: Date;
  readonly attempts: number;
  readonly consumedAt: Date | null;
}

export type CodeError = DomainError<'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED'>;

export const CODE_INVALID_MESSAGE = 'El código no es correcto. Revisa el correo e inténtalo de nuevo.';

/**
 * Whether a code may still be tried. `matches` is the constant-time comparison
 * done by the caller; a wrong guess still counts when the code is usable.
 */
export function checkCode(state: OneTimeCodeState | null, matches: boolean, now: Date): Result<'accepted', CodeError> {
  if (!state || state.consumedAt) return err(domainError('CODE_INVALID', CODE_INVALID_MESSAGE));
  if (state.attempts >= MAX_CODE_ATTEMPTS) {
    return err(domainError('CODE_ATTEMPTS_EXCEEDED', 'Demasiados intentos con este código. Solicita un código nuevo.'));
  }
  if (now.getTime() >= state.expiresAt.getTime()) {
    return err(domainError('CODE_EXPIRED', 'El código ha vencido. Solicita un código nuevo.'));
  }
  return matches ? ok('accepted') : err(domainError('CODE_INVALID', CODE_INVALID_MESSAGE));
}

export function codeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CODE_LIFETIME_MS);
}
