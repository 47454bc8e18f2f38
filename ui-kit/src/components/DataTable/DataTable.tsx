import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './DataTable.module.css';

export interface DataTableColumn<Row> {
  /** Stable identifier of the column (React key). */
  key: string;
  /** Column heading; on phones also the label in front of each value of the card. */
  header: string;
  /** The cell's content for one row. */
  render: (row: Row) => ReactNode;
  /** 'start' (default) or 'end' (amounts, counts, actions). */
  align?: 'start' | 'end';
}

export interface DataTableProps<Row> {
  /** What the table lists, e.g. 'Marcas'; its accessible name (the caption). */
  caption: string;
  /** Show the caption above the table. Defaults to false (the page title usually says it already). */
  showCaption?: boolean;
  /** The columns, in order; the first one is each card's title on phones. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows to show. */
  rows: readonly Row[];
  /** A stable key for a row, e.g. its id. */
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows, e.g. an EmptyState. */
  empty?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/**
 * A back-office table: a real <table> on wide screens; up to 768 px each row becomes a card that
 * repeats the column headings in front of the values (the table keeps its roles for screen readers).
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className={cx(styles.wrapper, className)}>
      {/* Explicit roles: a browser drops a table's semantics once CSS turns its rows into cards. */}
      <table role="table" className={styles.table}>
        <caption className={cx(styles.caption, !showCaption && styles.hiddenCaption)}>{caption}</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={styles.row}>
              {columns.map((column) => (
                <td key={column.key} role="cell" data-label={column.header} data-align={column.align ?? 'start'}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
