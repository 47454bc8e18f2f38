import type { Money } from '../money/money';
import type { LimaDateRange } from './lima-date-range';

/**
 * CSV for spreadsheets (RFC 4180): comma-separated cells, CRLF line ends, a cell quoted when it holds a comma, a
 * double quote or a line break (its quotes doubled). The file starts with a UTF-8 byte order mark, without which
 * Excel reads the file as Windows-1252 and breaks every accent.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * A cell: text as written, a count of units written as a plain integer ("-3"), or an amount written as a plain
 * decimal ("1234.50"); spreadsheets read both as numbers.
 */
export type CsvCell = string | number | Money;

/**
 * Characters a spreadsheet reads as the start of a formula (or, tab and CR, that hide one): a text cell beginning with
 * one gets a leading apostrophe, so a customer named `=HYPERLINK(…)` stays text (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written in the file: defused, then quoted if it needs to be. */
export function csvText(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of the file, its line end included. Numbers are never defused: "-12.50" is a number, not a formula. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

function csvCell(cell: CsvCell): string {
  if (typeof cell === 'string') return csvText(cell);
  if (typeof cell === 'number') return String(cell);
  return cell.toDecimalString();
}

/** `<stem>-2026-11-01-a-2026-11-30.csv`; `<stem>-desde-…`, `<stem>-hasta-…` or `<stem>.csv` for an open range. */
export function csvFileName(stem: string, { from, to }: LimaDateRange): string {
  if (from && to) return `${stem}-${from}-a-${to}.csv`;
  if (from) return `${stem}-desde-${from}.csv`;
  if (to) return `${stem}-hasta-${to}.csv`;
  return `${stem}.csv`;
}
