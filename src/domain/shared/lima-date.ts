/**
 * Calendar dates as the shop sees them: `YYYY-MM-DD` in America/Lima.
 * Promotion windows are compared as these strings (lexical order = date order),
 * so a promotion ending "today" is still active at 23:59 in Lima even though
 * it is already tomorrow in UTC.
 */
export type IsoDate = string;

export const SHOP_TIME_ZONE = 'America/Lima';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const limaFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The last second asked about and its date. Formatting is the costly part, and a busy server asks for the
 * date on every cached catalogue read (thousands a second); a date cannot change within a second.
 */
let lastAsked = { second: Number.NaN, date: '' };

/** The date in Lima at the given instant. */
export function limaDate(instant: Date): IsoDate {
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== lastAsked.second) lastAsked = { second, date: limaFormatter.format(instant) };
  return lastAsked.date;
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
