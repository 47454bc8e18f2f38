import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import styles from '../EmptyState/EmptyState.module.css';
import { Icon } from '../../icons/Icon';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What went wrong, e.g. 'Hubo un error al cargar los productos.' */
  message: string;
  /** Optional heading line above the message, e.g. 'No pudimos cargar el catálogo'. */
  title?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Defaults to 'Intentar de nuevo'. */
  retryLabel?: string;
  /** Puts the retry button in its loading state while a retry is in flight. */
  retrying?: boolean;
  icon?: ReactNode;
}

function AlertIcon() {
  return (
    <Icon size={24} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
    </Icon>
  );
}

/** Error message announced as an alert, with an optional 'Intentar de nuevo' button. */
export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel = 'Intentar de nuevo',
  retrying = false,
  icon = <AlertIcon />,
  className,
  ...rest
}: ErrorStateProps) {
  return (
    <div role="alert" {...rest} data-tone="error" className={cx(styles.state, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {title && <p className={styles.title}>{title}</p>}
      <p className={title ? styles.description : styles.title}>{message}</p>
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel="Cargando...">
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
