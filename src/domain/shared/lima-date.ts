/**
 * Calendar dates as the shop sees them: `YYYY-MM-DD` in America/Lima.
 * Promotion windows are compared as these strings (lexical order = date order),
 * so a promotion ending "today" is still active at 23:59 in Lima even though
 * it is already tomorrow in UTC.
 */
export type IsoDate = string;

export const SHOP_TIME_ZONE = 'America/Lima';

/** Years 0001–9999: PostgreSQL has no year 0 (JavaScript's Date has, and the cast was a 500). */
const ISO_DATE = /^(?!0000)\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The formatters are made on first use, not when the module loads: a browser's first Intl object loads ICU's
 * locale and time-zone data, 15–30 ms on a phone, which at load time lengthened the app's start by that much
 * (docs/performance.md). A storefront page that formats no date never pays it.
 */
let limaDateFormatter: Intl.DateTimeFormat | undefined;
let limaDateTimeFormatter: Intl.DateTimeFormat | undefined;

/**
 * The last second asked about and its date. Formatting is the costly part, and a busy server asks for the
 * date on every cached catalogue read (thousands a second); a date cannot change within a second.
 */
let lastAsked = { second: Number.NaN, date: '' };

/** The date in Lima at the given instant. */
export function limaDate(instant: Date): IsoDate {
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== lastAsked.second) {
    limaDateFormatter ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    lastAsked = { second, date: limaDateFormatter.format(instant) };
  }
  return lastAsked.date;
}

const FOURTEEN_HOURS_MS = 14 * 60 * 60 * 1000;

/**
 * The year in Lima at the given instant. More than 14 hours from a New Year in UTC it is the UTC year in every
 * time zone (none is further from UTC), so no Intl object is needed: the footer asks for it on every page while
 * React hydrates it, where a first Intl object would cost its 15–30 ms. Closer to New Year, `limaDate` decides.
 */
export function limaYear(instant: Date): number {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const year = instant.getUTCFullYear();
  const sinceNewYear = time - Date.UTC(year, 0, 1);
  const untilNewYear = Date.UTC(year + 1, 0, 1) - time;
  if (sinceNewYear >= FOURTEEN_HOURS_MS && untilNewYear > FOURTEEN_HOURS_MS) return year;
  return Number(limaDate(instant).slice(0, 4));
}

/**
 * `dd/mm/aaaa hh:mm` (24 h) in Lima, built from the parts so no host-specific separator slips in. An instant, a
 * time or an ISO date-time string as the API sends them.
 */
export function formatLimaDateTime(instant: Date | number | string): string {
  limaDateTimeFormatter ??= new Intl.DateTimeFormat('es-PE', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = limaDateTimeFormatter.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** `date` shifted by whole days (used by demo data and tests). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** es-PE short date (`dd/mm/yyyy`), built from the string so it never depends on the host's ICU data. */
export function formatIsoDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
