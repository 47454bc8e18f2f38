import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export const MIN_PASSWORD_LENGTH = 8;
/** The policy in one sentence, for forms where a new password is chosen (it names the rules checkPassword applies). */
export const PASSWORD_POLICY_HINT = `Mínimo ${MIN_PASSWORD_LENGTH} caracteres, con mayúsculas, minúsculas, números y símbolos.`;
/** Long enough for passphrases, short enough that hashing cannot be used to exhaust the server. */
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Passwords that pass the composition rules but head every breach list.
 * Compared case-insensitively after removing the symbols and digits people
 * append to satisfy a policy ("Password1!" → "password").
 */
const COMMON_STEMS = new Set([
  'password',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'contraseña',
  'contrasena',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'azerty',
  'abc',
  'abcd',
  'abcdef',
  'admin',
  'administrator',
  'administrador',
  'welcome',
  'bienvenido',
  'letmein',
  'iloveyou',
  'teamo',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'futbol',
  'baseball',
  'superman',
  'batman',
  'trustno',
  'login',
  'changeme',
  'secret',
  'secreto',
  'esencia',
  'perfume',
  'peru',
  'lima',
  'alianza',
  'universitario',
  'qazwsx',
  'zaq',
  'zxcvbnm',
  'user',
  'usuario',
  'test',
  'prueba',
  'hola',
  'shadow',
]);

export type PasswordRule = 'too-short' | 'too-long' | 'lowercase' | 'uppercase' | 'digit' | 'symbol' | 'common';

const RULE_MESSAGES: Record<PasswordRule, string> = {
  'too-short': `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  'too-long': `La contraseña no puede tener más de ${MAX_PASSWORD_LENGTH} caracteres`,
  lowercase: 'La contraseña debe incluir al menos una letra minúscula',
  uppercase: 'La contraseña debe incluir al menos una letra mayúscula',
  digit: 'La contraseña debe incluir al menos un número',
  symbol: 'La contraseña debe incluir al menos un símbolo',
  common: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar',
};

export type PasswordPolicyError = DomainError<'PASSWORD_POLICY'>;

/**
 * The account password policy: at least 8 characters with lowercase,
 * uppercase, digits and symbols, and not one of the commonest passwords
 * (nor the e-mail's own name).
 */
export function checkPassword(password: string, email?: string): Result<string, PasswordPolicyError> {
  const broken: PasswordRule[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) broken.push('too-short');
  if ([...password].length > MAX_PASSWORD_LENGTH) broken.push('too-long');
  if (!/\p{Ll}/u.test(password)) broken.push('lowercase');
  if (!/\p{Lu}/u.test(password)) broken.push('uppercase');
  if (!/\p{Nd}/u.test(password)) broken.push('digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) broken.push('symbol');
  if (broken.length === 0 && isCommon(password, email)) broken.push('common');
  if (broken.length === 0) return ok(password);
  return err(domainError('PASSWORD_POLICY', broken.map((rule) => RULE_MESSAGES[rule]).join('. '), { rules: broken }));
}

function isCommon(password: string, email?: string): boolean {
  const stem = password
    .toLowerCase()
    .replace(/[^\p{L}@]+$/u, '')
    .replace(/^[^\p{L}@]+/u, '');
  if (COMMON_STEMS.has(stem)) return true;
  const local = email?.split('@')[0]?.toLowerCase();
  return !!local && local.length >= 3 && stem === local;
}
