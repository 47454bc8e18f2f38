import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkPassword } from '../../domain/identity/password-policy';
import { commonPasswordList, SortedWords } from './common-password-list';

const COMMON = 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar';

describe('the shipped breached-password list (data/common-passwords)', () => {
  const list = commonPasswordList();

  it('holds the 100,000 most common passwords, in lower case', () => {
    const lines = readFileSync(path.resolve(__dirname, '../../../data/common-passwords/top-100000.txt'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(100_000);
    expect(list.has('123456')).toBe(true);
    expect(list.has('1qaz2wsx')).toBe(true);
    expect(list.has('Password')).toBe(false); // the list is in lower case: callers look up lower-case forms
    // Every line is found, and nothing that is not a line (a line with a character more or less, empty).
    const words = lines.map((line) => line.trim().toLowerCase());
    expect(words.filter((word) => !list.has(word))).toEqual([]);
    expect(words.filter((word) => list.has(`${word}\u0001`) || list.has(word.slice(0, -1) + '\n'))).toEqual([]);
    expect(list.has('')).toBe(false);
  });

  it('finds words by binary search in one sorted string, whatever their order and repeats', () => {
    const words = new SortedWords(['mango', 'abc', 'ñandú', 'zeta', 'abc', 'ab', 'abcd']);
    expect(words.size).toBe(6);
    for (const word of ['ab', 'abc', 'abcd', 'mango', 'ñandú', 'zeta']) expect(words.has(word)).toBe(true);
    for (const word of ['', 'a', 'abce', 'abc\nabcd', 'mang', 'nandu', 'zz', 'zeta\n'])
      expect(words.has(word)).toBe(false);
    expect(new SortedWords([]).has('')).toBe(false);
  });

  it.each(['Pa$$w0rd1', 'Summer2025!', '1Qaz2wsx!', 'Iloveyou2!', 'Dragon-1985'])(
    'makes the policy refuse %s in Spanish',
    (password) => {
      expect(checkPassword(password, undefined, list)).toEqual({
        ok: false,
        error: { code: 'PASSWORD_POLICY', message: COMMON, details: { rules: ['common'] } },
      });
    },
  );

  it('lets through the passwords the specs and journeys use', () => {
    for (const password of [
      'Fragancia-2026',
      'Nueva-Esencia-7',
      'Duena-Perfumes-1',
      'Duena-Perfumes-2026',
      'Ñandú-2026',
    ])
      expect(checkPassword(password, undefined, list)).toEqual({ ok: true, value: password });
  });
});
