import { checkMailRequestAllowed, MAX_MAIL_REQUESTS_PER_IP } from './mail-request-throttle';

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('mail requests per IP (sign-up, resend, reset: 20 an hour)', () => {
  it('allows the 20th request in an hour', () => {
    expect(checkMailRequestAllowed(Array(MAX_MAIL_REQUESTS_PER_IP - 1).fill(minutesAgo(5)), now).ok).toBe(true);
  });

  it('refuses the 21st and says when the oldest request leaves the hour', () => {
    const recent = Array.from({ length: MAX_MAIL_REQUESTS_PER_IP }, (_, i) => minutesAgo(40 - i));
    expect(checkMailRequestAllowed(recent, now)).toEqual({
      ok: false,
      error: {
        code: 'MAIL_REQUESTS_THROTTLED',
        message: 'Demasiadas solicitudes desde tu conexión. Intenta de nuevo en 20 minutos.',
        details: { retryAfterSeconds: 1200 },
      },
    });
  });

  it('forgets requests older than an hour', () => {
    expect(checkMailRequestAllowed(Array(MAX_MAIL_REQUESTS_PER_IP).fill(minutesAgo(60)), now).ok).toBe(true);
  });
});
