import { checkPassword, commonPasswordCandidates, MIN_PASSWORD_LENGTH, PASSWORD_POLICY_HINT } from './password-policy';

const rules = (password: string, email?: string) => {
  const result = checkPassword(password, email);
  return result.ok ? [] : (result.error.details?.rules as string[]);
};

describe('password policy (spec: min 8 with lowercase, uppercase, numbers and symbols)', () => {
  it('accepts a password with every class at exactly 8 characters', () => {
    expect(checkPassword('Ab3$efgh')).toEqual({ ok: true, value: 'Ab3$efgh' });
  });

  it('refuses 7 characters', () => {
    expect(rules('Ab3$efg')).toEqual(['too-short']);
  });

  it('names every missing class in one Spanish message', () => {
    const result = checkPassword('abcdefgh');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('PASSWORD_POLICY');
      expect(result.error.message).toBe(
        'La contraseña debe incluir al menos una letra mayúscula. La contraseña debe incluir al menos un número. La contraseña debe incluir al menos un símbolo',
      );
    }
    expect(rules('ABCDEFG1!')).toEqual(['lowercase']);
  });

  it('counts accented letters as letters and spaces as no symbol', () => {
    expect(rules('Ñandú 2026 x')).toEqual(['symbol']);
    expect(rules('Ñandú-2026')).toEqual([]);
  });

  it('refuses the commonest passwords dressed up to pass the rules, and the e-mail name', () => {
    expect(rules('Password1!')).toEqual(['common']);
    expect(rules('P@ssw0rd!')).toEqual(['common']);
    expect(rules('123Qwerty!')).toEqual(['common']);
    expect(rules('Anaperez1!', 'anaperez@correo.pe')).toEqual(['common']);
    expect(rules('Anaperez1!', 'otra@correo.pe')).toEqual([]);
  });

  it('refuses a password on the breached list the server passes in, case-insensitively and dressed up', () => {
    const breached = new Set(['summer', 'password', '1qaz2wsx', 'letmein22']);
    const refused = (password: string) => checkPassword(password, undefined, breached);
    for (const password of ['Pa$$w0rd1', 'Summer2025!', '1Qaz2wsx!', 'LetMein22#', 'sUMMER-2025!']) {
      expect({ password, result: refused(password) }).toEqual({
        password,
        result: {
          ok: false,
          error: {
            code: 'PASSWORD_POLICY',
            message: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar',
            details: { rules: ['common'] },
          },
        },
      });
    }
    expect(refused('Fragancia-2026')).toEqual({ ok: true, value: 'Fragancia-2026' });
    // Without a list (the browser) only the local words count.
    expect(checkPassword('Summer2025!')).toEqual({ ok: true, value: 'Summer2025!' });
  });

  it('looks up the forms a guesser tries first, never short leftovers', () => {
    expect(commonPasswordCandidates('Pa$$w0rd1')).toEqual(
      expect.arrayContaining(['pa$$w0rd1', 'pa$$w0rd', 'password']),
    );
    expect(commonPasswordCandidates('Summer2025!')).toEqual(expect.arrayContaining(['summer2025!', 'summer']));
    expect(commonPasswordCandidates('1Qaz2wsx!')).toEqual(expect.arrayContaining(['1qaz2wsx']));
    expect(commonPasswordCandidates('Abc-123456!')).not.toContain('abc');
  });

  it('states the policy in one hint sentence for the forms', () => {
    expect(PASSWORD_POLICY_HINT).toBe('Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.');
    expect(PASSWORD_POLICY_HINT).toContain(`${MIN_PASSWORD_LENGTH} caracteres`);
  });

  it('refuses more than 128 characters', () => {
    expect(rules(`Aa1!${'x'.repeat(125)}`)).toEqual(['too-long']);
    expect(rules(`Aa1!${'x'.repeat(124)}`)).toEqual([]);
  });
});
