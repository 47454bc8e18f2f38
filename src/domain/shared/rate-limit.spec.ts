import { latestRetry, nextAllowedAt, retryInMinutesText } from './rate-limit';

const now = new Date('2026-11-22T12:00:00Z');
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
const rule = { limit: 3, windowMs: 10 * 60_000 };

describe('sliding-window rate limit', () => {
  it('allows while fewer than `limit` events are in the window', () => {
    expect(nextAllowedAt([at(1), at(2)], rule, now)).toBeNull();
    expect(nextAllowedAt([at(1), at(2), at(10)], rule, now)).toBeNull();
  });

  it('at the limit, waits until the limit-th most recent event leaves the window', () => {
    expect(nextAllowedAt([at(9), at(1), at(5), at(2)], rule, now)).toBe(at(5).getTime() + rule.windowMs);
  });

  it('ignores events in the future', () => {
    expect(nextAllowedAt([at(-1), at(-2), at(-3)], rule, now)).toBeNull();
  });

  it('takes the latest of several limits', () => {
    expect(latestRetry([null, 5, 9, null])).toBe(9);
    expect(latestRetry([null, null])).toBeNull();
  });

  it('says the wait in whole minutes, at least one', () => {
    expect(retryInMinutesText(now.getTime() + 61_000, now)).toBe('Intenta de nuevo en 2 minutos.');
    expect(retryInMinutesText(now.getTime() + 1_000, now)).toBe('Intenta de nuevo en 1 minuto.');
  });
});
