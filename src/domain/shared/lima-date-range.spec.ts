import { limaDateRange } from './lima-date-range';

describe('limaDateRange', () => {
  it('checks the dates of a range', () => {
    expect(limaDateRange(null, undefined)).toEqual({ ok: true, value: {} });
    expect(limaDateRange('2026-11-01', '2026-11-30')).toEqual({
      ok: true,
      value: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(limaDateRange('2026-02-30', null)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_DATE_RANGE', message: 'La fecha "desde" no es válida (AAAA-MM-DD).' },
    });
    expect(limaDateRange('2026-11-30', '2026-11-01')).toMatchObject({
      ok: false,
      error: { message: 'La fecha "desde" no puede ser posterior a la fecha "hasta".' },
    });
  });
});
