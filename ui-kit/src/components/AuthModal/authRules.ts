/**
 * What the auth forms check before sending anything. The e-mail and new-password rules (and their
 * Spanish messages) are the domain's, the ones the server enforces; the forms only add "required".
 */
import { parseEmail } from '@esencia/domain/identity/email-address';
import { checkPassword, MIN_PASSWORD_LENGTH, PASSWORD_POLICY_HINT } from '@esencia/domain/identity/password-policy';

/** The password policy in one sentence, shown wherever a new password is chosen. */
export { PASSWORD_POLICY_HINT };
/** Minimum password length (the domain's `MIN_PASSWORD_LENGTH`). */
export const PASSWORD_MIN_LENGTH = MIN_PASSWORD_LENGTH;

export function requiredError(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

/** Required, then the server's e-mail rule. */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Ingresa tu email.';
  const email = parseEmail(value);
  return email.ok ? undefined : email.error.message;
}

/** A password being chosen: required, then the full policy (which also refuses the e-mail's own name). */
export function newPasswordError(value: string, email: string, requiredMessage: string): string | undefined {
  if (!value) return requiredMessage;
  const password = checkPassword(value, email.trim() || undefined);
  return password.ok ? undefined : password.error.message;
}
