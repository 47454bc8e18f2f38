import {
  ACCOUNT_MAX_DELAY_MS,
  checkSignInAllowed,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_PAIR,
  type RecentFailures,
} from './sign-in-throttle';

const now = new Date('2026-11-22T12:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const minutesAgo = (m: number) => secondsAgo(m * 60);
const times = (n: number, at: (i: number) => Date) => Array.from({ length: n }, (_, i) => at(i));
const check = (failures: Partial<RecentFailures>) =>
  checkSignInAllowed({ account: [], ip: [], pair: [], ...failures }, now);
/** n failures from one address, also counted for the account and the address. */
const fromOneAddress = (dates: Date[]) => ({ account: dates, ip: dates, pair: dates });
const refusal = (message: string, retryAfterSeconds: number) => ({
  ok: false,
  error: {
    code: 'SIGN_IN_THROTTLED',
    message: `Demasiados intentos fallidos de inicio de sesión. ${message}`,
    details: { retryAfterSeconds },
  },
});

describe('sign-in throttle: per account and address, progressive; per account, slower but never locked', () => {
  it('lets an address retry at once after its first 2 failures', () => {
    expect(check(fromOneAddress(times(2, () => secondsAgo(1)))).ok).toBe(true);
  });

  it('doubles the wait from the 3rd failure of an account from one address', () => {
    expect(check(fromOneAddress(times(3, () => secondsAgo(0))))).toEqual(refusal('Intenta de nuevo en 1 segundo.', 1));
    expect(check(fromOneAddress(times(3, () => secondsAgo(1)))).ok).toBe(true);
    expect(check(fromOneAddress(times(6, () => secondsAgo(3))))).toEqual(refusal('Intenta de nuevo en 5 segundos.', 5));
    expect(check(fromOneAddress(times(6, () => secondsAgo(8)))).ok).toBe(true);
  });

  it('refuses an address after 10 failures for the account until the oldest leaves the 15-minute window', () => {
    const pair = times(MAX_FAILURES_PER_PAIR, (i) => minutesAgo(10 - i * 0.5)); // oldest 10 min ago, newest 5.5
    expect(check(fromOneAddress(pair))).toEqual(refusal('Intenta de nuevo en 5 minutos.', 300));
    expect(check(fromOneAddress([...times(9, () => minutesAgo(3)), minutesAgo(15)])).ok).toBe(true);
  });

  it('does not lock the account: 10 failures from 10 addresses only space attempts out, at most a minute', () => {
    // The owner, from an 11th address, waits 1 s after the 10th failure, then is let in.
    const tenAddresses = times(10, () => secondsAgo(0));
    expect(check({ account: tenAddresses })).toEqual(refusal('Intenta de nuevo en 1 segundo.', 1));
    expect(check({ account: times(10, () => secondsAgo(1)) }).ok).toBe(true);
    // However many failures, the wait after the last one is bounded.
    expect(check({ account: times(500, () => secondsAgo(0)) })).toEqual(
      refusal('Intenta de nuevo en 1 minuto.', ACCOUNT_MAX_DELAY_MS / 1000),
    );
    expect(check({ account: times(500, () => secondsAgo(60)) }).ok).toBe(true);
  });

  it('limits one address spraying many accounts', () => {
    expect(check({ ip: times(MAX_FAILURES_PER_IP - 1, () => minutesAgo(2)) }).ok).toBe(true);
    expect(check({ ip: times(MAX_FAILURES_PER_IP, () => minutesAgo(2)) })).toEqual(
      refusal('Intenta de nuevo en 13 minutos.', 780),
    );
  });
});
