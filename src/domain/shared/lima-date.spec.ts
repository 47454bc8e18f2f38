import { addDays, formatIsoDate, isIsoDate, limaDate } from './lima-date';

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

describe('isIsoDate', () => {
  it.each(['2025-01-31', '2024-02-29', '2025-12-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['2025-02-30', '2025-13-01', '2025-1-01', '01/02/2025', '', '2023-02-29'])('rejects %s', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
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
