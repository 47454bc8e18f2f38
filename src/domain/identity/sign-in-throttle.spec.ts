import { checkSignInAllowed, MAX_FAILURES_PER_IP } from './sign-in-throttle';

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const times = (n: number, at: (i: number) => Date) => Array.from({ length: n }, (_, i) => at(i));

describe('sign-in throttle (10 failures per account per 15 minutes, and a per-IP limit)', () => {
  it('allows the 10th attempt after 9 failures', () => {
    expect(checkSignInAllowed({ account: times(9, () => minutesAgo(1)), ip: [] }, now).ok).toBe(true);
  });

  it('refuses the 11th attempt and says when to retry', () => {
    const account = times(10, (i) => minutesAgo(10 - i * 0.5)); // oldest 10 min ago, newest 5.5 min ago
    const result = checkSignInAllowed({ account, ip: [] }, now);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'SIGN_IN_THROTTLED',
        message: 'Demasiados intentos fallidos de inicio de sesión. Intenta de nuevo en 5 minutos.',
        details: { retryAfterSeconds: 300 },
      },
    });
  });

  it('forgets failures older than 15 minutes', () => {
    const account = [...times(9, () => minutesAgo(3)), minutesAgo(15)];
    expect(checkSignInAllowed({ account, ip: [] }, now).ok).toBe(true);
  });

  it('says "1 minuto" for the last minute', () => {
    const account = times(10, () => minutesAgo(14.5));
    const result = checkSignInAllowed({ account, ip: [] }, now);
    expect(!result.ok && result.error.message).toContain('en 1 minuto.');
  });

  it('limits one IP spraying many accounts', () => {
    expect(checkSignInAllowed({ account: [], ip: times(MAX_FAILURES_PER_IP - 1, () => minutesAgo(2)) }, now).ok).toBe(
      true,
    );
    expect(checkSignInAllowed({ account: [], ip: times(MAX_FAILURES_PER_IP, () => minutesAgo(2)) }, now)).toMatchObject(
      {
        error: { code: 'SIGN_IN_THROTTLED' },
      },
    );
  });
});
