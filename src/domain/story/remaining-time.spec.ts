import { remainingTime } from './remaining-time';

const now = new Date('2025-03-10T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('remainingTime: hours and minutes, urgent at 2 hours or less', () => {
  it('5h 30m is not urgent', () => {
    expect(remainingTime(later(330), now)).toEqual({
      expired: false,
      hours: 5,
      minutes: 30,
      urgent: false,
      text: '5h 30m',
    });
  });

  it('2h 01m is not urgent; exactly 2h is urgent', () => {
    expect(remainingTime(later(121), now).urgent).toBe(false);
    expect(remainingTime(later(120), now)).toEqual({
      expired: false,
      hours: 2,
      minutes: 0,
      urgent: true,
      text: '2h 0m',
    });
  });

  it('floors seconds', () => {
    expect(remainingTime(new Date(now.getTime() + 59_000), now).text).toBe('0h 0m');
  });

  it('expired at or after expiresAt', () => {
    expect(remainingTime(now, now)).toEqual({ expired: true, hours: 0, minutes: 0, urgent: false, text: 'Expirada' });
    expect(remainingTime(later(-5), now).expired).toBe(true);
  });
});
