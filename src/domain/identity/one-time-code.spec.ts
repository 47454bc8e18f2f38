import { checkCode, codeExpiry, MAX_CODE_ATTEMPTS } from './one-time-code';

const issued = new Date('2026-11-22T10:00:00Z');
const fresh = { expiresAt: codeExpiry(issued), attempts: 0, consumedAt: null };

describe('one-time e-mailed codes', () => {
  it('expire 24 hours after issue', () => {
    expect(codeExpiry(issued).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(checkCode(fresh, true, new Date('2026-11-23T09:59:59Z'))).toEqual({ ok: true, value: 'accepted' });
    expect(checkCode(fresh, true, new Date('2026-11-23T10:00:00Z'))).toMatchObject({ error: { code: 'CODE_EXPIRED' } });
  });

  it('refuse a wrong code without saying more', () => {
    expect(checkCode(fresh, false, issued)).toMatchObject({ error: { code: 'CODE_INVALID' } });
  });

  it('are single use', () => {
    expect(checkCode({ ...fresh, consumedAt: issued }, true, issued)).toMatchObject({
      error: { code: 'CODE_INVALID' },
    });
  });

  it('answer an unknown account exactly like a wrong code', () => {
    expect(checkCode(null, false, issued)).toEqual(checkCode(fresh, false, issued));
  });

  it(`burn after ${MAX_CODE_ATTEMPTS} wrong guesses, even for the right code`, () => {
    expect(checkCode({ ...fresh, attempts: MAX_CODE_ATTEMPTS - 1 }, true, issued).ok).toBe(true);
    expect(checkCode({ ...fresh, attempts: MAX_CODE_ATTEMPTS }, true, issued)).toMatchObject({
      error: { code: 'CODE_ATTEMPTS_EXCEEDED' },
    });
  });
});
