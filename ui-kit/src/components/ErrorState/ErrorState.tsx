import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import styles from '../EmptyState/EmptyState.module.css';
import type { StateTitleElement } from '../EmptyState';
import { Icon } from '../../icons/Icon';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What went wrong, e.g. 'Hubo un error al cargar los productos.' */
  message: string;
  /** Optional heading line above the message, e.g. 'No pudimos cargar el catálogo'. */
  title?: string;
  /** Element of the first line (the title, or the message without one). Defaults to 'p'. */
  titleAs?: StateTitleElement;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Defaults to 'Intentar de nuevo'. */
  retryLabel?: string;
  /** Puts the retry button in its loading state while a retry is in flight. */
  retrying?: boolean;
  /** Another call to action (e.g. a link home), shown after the retry button. */
  action?: ReactNode;
  /**
   * 'default': centred block with an icon, for a page or a section. 'compact': a left-aligned
   * danger-coloured message with a small button and no icon, for menus and strips.
   */
  size?: 'default' | 'compact';
  /** Defaults to an alert circle ('default' size) or none ('compact'). Pass null for none. */
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
  titleAs: Title = 'p',
  onRetry,
  retryLabel = 'Intentar de nuevo',
  retrying = false,
  action,
  size = 'default',
  icon = size === 'compact' ? null : <AlertIcon />,
  className,
  ...rest
}: ErrorStateProps) {
  const compact = size === 'compact';
  return (
    <div
      role="alert"
      {...rest}
      data-tone="error"
      data-size={compact ? 'compact' : undefined}
      className={cx(styles.state, className)}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {title && <Title className={styles.title}>{title}</Title>}
      {title ? <p className={styles.description}>{message}</p> : <Title className={styles.title}>{message}</Title>}
      {(onRetry || action) && (
        <div className={styles.action}>
          {onRetry && (
            <Button
              variant="secondary"
              size={compact ? 'sm' : undefined}
              onClick={onRetry}
              loading={retrying}
              loadingLabel="Cargando..."
            >
              {retryLabel}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
