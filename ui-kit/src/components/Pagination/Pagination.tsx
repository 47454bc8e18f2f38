import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import styles from './Pagination.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/Icon';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onChange'> {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; with 1 or fewer nothing is rendered. */
  totalPages: number;
  /** Called with the page to show when 'Anterior' or 'Siguiente' is clicked. */
  onPageChange: (page: number) => void;
  /** Accessible name of the nav landmark. */
  label?: string;
  /** Text of the previous-page button. Defaults to 'Anterior'. */
  previousLabel?: string;
  /** Text of the next-page button. Defaults to 'Siguiente'. */
  nextLabel?: string;
  /** Status text between the buttons. Defaults to 'Página 2 de 5'. */
  formatStatus?: (page: number, totalPages: number) => string;
}

const defaultStatus = (page: number, totalPages: number) => `Página ${page} de ${totalPages}`;

/** 'Anterior' / 'Siguiente' controls of a paginated list; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Paginación',
  previousLabel = 'Anterior',
  nextLabel = 'Siguiente',
  formatStatus = defaultStatus,
  className,
  ...rest
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav {...rest} className={cx(styles.pagination, className)} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon size={16} />
        {previousLabel}
      </Button>
      <p className={styles.status} aria-live="polite" aria-atomic="true">
        {formatStatus(page, totalPages)}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
