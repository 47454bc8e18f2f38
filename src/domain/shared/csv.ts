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

/** An address for a CSV export: `path`, then the parameters named in `names` that have a value, in that order. */
export function csvHref<N extends string>(
  path: string,
  names: readonly N[],
  parameters: { readonly [K in N]?: string | null },
): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = parameters[name];
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A CSV file to download: its name, and its text piece by piece. */
export interface CsvFile {
  readonly fileName: string;
  readonly pieces: AsyncIterable<string>;
}

/**
 * A CSV file's text read in keyset batches: the byte order mark and the headers, then one piece per batch, each
 * batch read (after the last item of the one before) when the previous piece has been taken, and none once the
 * reader stops. A batch shorter than `batchSize` is the last.
 */
export async function* csvPieces<T>(
  headers: readonly string[],
  line: (item: T) => string,
  batchSize: number,
  readAfter: (last: T | null) => Promise<readonly T[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(headers);
  let last: T | null = null;
  for (;;) {
    const batch: readonly T[] = await readAfter(last);
    if (batch.length > 0) yield batch.map(line).join('');
    if (batch.length < batchSize) return;
    last = batch[batch.length - 1]!;
  }
}
