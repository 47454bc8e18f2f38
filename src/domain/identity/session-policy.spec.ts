import { sessionVerdict, shouldTouch } from './session-policy';

const start = new Date('2026-11-22T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('session lifetime (ASVS L2: 30 min idle, 12 h absolute)', () => {
  it('is valid while used', () => {
    expect(sessionVerdict({ createdAt: start, lastSeenAt: at(100) }, at(129))).toBe('valid');
  });

  it('expires after 30 minutes without activity', () => {
    expect(sessionVerdict({ createdAt: start, lastSeenAt: at(100) }, at(130))).toBe('idle-expired');
  });

  it('expires 12 hours after sign-in even when active', () => {
    expect(sessionVerdict({ createdAt: start, lastSeenAt: at(719) }, at(720))).toBe('absolute-expired');
  });

  it('writes activity back at most once a minute', () => {
    expect(shouldTouch({ createdAt: start, lastSeenAt: start }, new Date(start.getTime() + 59_000))).toBe(false);
    expect(shouldTouch({ createdAt: start, lastSeenAt: start }, at(1))).toBe(true);
  });
});
