import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export const MIN_PASSWORD_LENGTH = 8;
/** The policy in one sentence, for forms where a new password is chosen (it names the rules checkPassword applies). */
export const PASSWORD_POLICY_HINT = `Mínimo ${MIN_PASSWORD_LENGTH} caracteres, con mayúsculas, minúsculas, números y símbolos.`;
/** Long enough for passphrases, short enough that hashing cannot be used to exhaust the server. */
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Local words (Spanish, Peruvian, the shop's own) that pass the composition
 * rules and are guessed first. Compared case-insensitively after removing the
 * symbols and digits people append to satisfy a policy ("Password1!" →
 * "password"). The breached-password list (100,000 entries) is the server's:
 * it comes in as a CommonPasswordList, so this module stays small for the browser.
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

/** Known breached passwords, in lower case (the server provides the list; a Set fits). */
export interface CommonPasswordList {
  has(lowerCasePassword: string): boolean;
}

/** Shorter leftovers (after removing digits and symbols) are not looked up: too many honest passwords would match. */
const MIN_STEM_LOOKUP = 4;
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '@': 'a',
  '4': 'a',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
  '!': 'i',
};

/**
 * The lower-case forms of a password a guesser tries first: the password itself,
 * without the symbols or the digits and symbols added at either end
 * ("Letmein22#" → "letmein22", "Summer2025!" → "summer"),
 * and with common letter swaps undone ("Pa$$w0rd1" → "password").
 */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const trimEnd = (text: string) => text.replace(/[^\p{L}]+$/u, '');
  const trimBoth = (text: string) => trimEnd(text).replace(/^[^\p{L}]+/u, '');
  const unleet = (text: string, one: string) =>
    [...text].map((char) => (char === '1' ? one : (LEET[char] ?? char))).join('');
  const forms = new Set<string>([lower]);
  const withoutEndSymbols = lower.replace(/[^\p{L}\p{Nd}]+$/u, '');
  for (const stem of [withoutEndSymbols, trimEnd(lower), trimBoth(lower)])
    if (stem.length >= MIN_STEM_LOOKUP) forms.add(stem);
  for (const one of ['i', 'l']) {
    // Undo the swaps in what remains once the appended digits and symbols are gone ("pa$$w0rd1" → "pa$$w0rd").
    const swapped = unleet(trimEnd(lower) || lower, one);
    if (swapped.length >= MIN_STEM_LOOKUP) forms.add(swapped);
    const swappedStem = trimBoth(swapped);
    if (swappedStem.length >= MIN_STEM_LOOKUP) forms.add(swappedStem);
  }
  return [...forms];
}

/**
 * The account password policy: at least 8 characters with lowercase,
 * uppercase, digits and symbols, and not one of the commonest passwords
 * (the local words above, the breached list the server passes in, nor the
 * e-mail's own name).
 */
export function checkPassword(
  password: string,
  email?: string,
  breached?: CommonPasswordList,
): Result<string, PasswordPolicyError> {
  const broken: PasswordRule[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) broken.push('too-short');
  if ([...password].length > MAX_PASSWORD_LENGTH) broken.push('too-long');
  if (!/\p{Ll}/u.test(password)) broken.push('lowercase');
  if (!/\p{Lu}/u.test(password)) broken.push('uppercase');
  if (!/\p{Nd}/u.test(password)) broken.push('digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) broken.push('symbol');
  if (broken.length === 0 && (isCommon(password, email) || isBreached(password, breached))) broken.push('common');
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

function isBreached(password: string, breached?: CommonPasswordList): boolean {
  return !!breached && commonPasswordCandidates(password).some((candidate) => breached.has(candidate));
}
