import { addDays, formatIsoDate, formatLimaDateTime, isIsoDate, limaDate, limaYear } from './lima-date';

describe('limaDate: the calendar date in America/Lima (UTC−5, no DST)', () => {
  it('23:59 in Lima (04:59 UTC next day) is still the Lima day', () => {
    expect(limaDate(new Date('2025-03-11T04:59:00Z'))).toBe('2025-03-10');
  });

  it('00:01 in Lima (05:01 UTC) is the new Lima day', () => {
    expect(limaDate(new Date('2025-03-11T05:01:00Z'))).toBe('2025-03-11');
  });

  it('changes at the first second of the day in Lima, whatever it was asked just before', () => {
    const lastMoment = new Date('2026-11-23T04:59:59.999Z');
    const firstSecond = new Date('2026-11-23T05:00:00.000Z');
    expect(limaDate(lastMoment)).toBe('2026-11-22');
    expect(limaDate(firstSecond)).toBe('2026-11-23');
    expect(limaDate(lastMoment)).toBe('2026-11-22');
    expect(limaDate(new Date('2026-11-23T05:00:00.999Z'))).toBe('2026-11-23');
  });

  it('refuses an invalid instant every time', () => {
    expect(() => limaDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => limaDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('crosses the year boundary in Lima time', () => {
    expect(limaDate(new Date('2026-01-01T04:00:00Z'))).toBe('2025-12-31');
  });
});

describe('limaYear: the year in Lima, without Intl away from New Year', () => {
  it.each([
    ['2026-01-01T04:59:59.999Z', 2025],
    ['2026-01-01T05:00:00.000Z', 2026],
    ['2025-12-31T23:59:59.999Z', 2025],
    ['2026-01-01T13:59:59.999Z', 2026],
    ['2026-01-01T14:00:00.000Z', 2026],
    ['2026-07-15T12:00:00.000Z', 2026],
    ['2026-12-31T09:59:59.999Z', 2026],
    ['2026-12-31T10:00:00.000Z', 2026],
    ['2027-01-01T04:59:59.999Z', 2026],
  ])('at %s it is %i, as limaDate says', (instant, year) => {
    expect(limaYear(new Date(instant))).toBe(year);
    expect(limaYear(new Date(instant))).toBe(Number(limaDate(new Date(instant)).slice(0, 4)));
  });

  it('agrees with limaDate every hour around a New Year', () => {
    for (let hour = -30; hour <= 30; hour++) {
      const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000 + 59 * 60_000);
      expect(limaYear(instant)).toBe(Number(limaDate(instant).slice(0, 4)));
    }
  });

  it('formats nothing with Intl away from New Year', () => {
    // `format` is a getter (it returns the bound function): each formatting reads it once.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const formatted = jest.spyOn(prototype, 'format', 'get');
    try {
      expect(limaYear(new Date('2031-06-01T12:00:00Z'))).toBe(2031);
      expect(formatted).not.toHaveBeenCalled();
      expect(limaYear(new Date('2031-12-31T23:00:00Z'))).toBe(2031);
      expect(formatted).toHaveBeenCalledTimes(1);
    } finally {
      formatted.mockRestore();
    }
  });

  it('refuses an invalid instant', () => {
    expect(() => limaYear(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatLimaDateTime: dd/mm/aaaa hh:mm (24 h) in Lima', () => {
  it('shows the Lima wall clock of an instant or a time', () => {
    expect(formatLimaDateTime(new Date('2024-02-15T05:00:00Z'))).toBe('15/02/2024 00:00');
    expect(formatLimaDateTime(Date.parse('2026-03-01T17:30:00Z'))).toBe('01/03/2026 12:30');
    expect(formatLimaDateTime(new Date('2026-01-01T04:59:00Z'))).toBe('31/12/2025 23:59');
  });

  it("takes the API's ISO date-time strings as they come", () => {
    expect(formatLimaDateTime('2026-11-27T15:04:00.000Z')).toBe('27/11/2026 10:04');
  });
});

describe('isIsoDate', () => {
  it.each(['2025-01-31', '2024-02-29', '2025-12-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['0001-01-01', '9999-12-31'])('accepts the years PostgreSQL keeps: %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  // Year 0 exists for JavaScript's Date, not for PostgreSQL ('date/time field value out of range': a 500).
  it.each(['2025-02-30', '2025-13-01', '2025-1-01', '01/02/2025', '', '2023-02-29', '0000-01-01', '0000-12-31'])(
    'rejects %s',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('addDays', () => {
  it('moves across months and years', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});

describe('formatIsoDate: es-PE dd/mm/yyyy', () => {
  it('formats 2025-03-09 as 09/03/2025', () => {
    expect(formatIsoDate('2025-03-09')).toBe('09/03/2025');
  });
});
