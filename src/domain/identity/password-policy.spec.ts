import { checkPassword, MIN_PASSWORD_LENGTH, PASSWORD_POLICY_HINT } from './password-policy';

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

  it('states the policy in one hint sentence for the forms', () => {
    expect(PASSWORD_POLICY_HINT).toBe('Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.');
    expect(PASSWORD_POLICY_HINT).toContain(`${MIN_PASSWORD_LENGTH} caracteres`);
  });

  it('refuses more than 128 characters', () => {
    expect(rules(`Aa1!${'x'.repeat(125)}`)).toEqual(['too-long']);
    expect(rules(`Aa1!${'x'.repeat(124)}`)).toEqual([]);
  });
});
