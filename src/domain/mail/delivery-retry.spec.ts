import { MAX_DELIVERY_ATTEMPTS, nextDeliveryAttempt } from './delivery-retry';

describe('e-mail delivery retries', () => {
  const failedAt = new Date('2026-11-22T15:00:00Z');
  const waitAfter = (attempts: number) =>
    (nextDeliveryAttempt(attempts, failedAt)?.getTime() ?? NaN) - failedAt.getTime();

  it('waits 30 s after the first failure and doubles the wait after each one', () => {
    expect(waitAfter(1)).toBe(30_000);
    expect(waitAfter(2)).toBe(60_000);
    expect(waitAfter(3)).toBe(120_000);
  });

  it('never waits more than an hour', () => {
    expect(waitAfter(8)).toBe(3_600_000);
    expect(waitAfter(MAX_DELIVERY_ATTEMPTS - 1)).toBe(3_600_000);
  });

  it('gives up after the last attempt', () => {
    expect(nextDeliveryAttempt(MAX_DELIVERY_ATTEMPTS, failedAt)).toBeNull();
  });
});
