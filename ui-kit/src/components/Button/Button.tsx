import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary' (the page's main action), 'secondary' (outlined), 'ghost' (toolbar, icon buttons) or 'danger' (destructive). Defaults to 'primary'. */
  variant?: ButtonVariant;
  /** 'sm', 'md' (default), 'lg', or 'icon' for a square icon-only button (give it an aria-label). */
  size?: ButtonSize;
  /**
   * Shows a spinner and `loadingLabel` instead of the children. The button stays focusable but is
   * marked aria-disabled and ignores clicks, so a double submit is impossible.
   */
  loading?: boolean;
  /** Text shown while loading, e.g. 'Procesando...'. Defaults to 'Cargando...'. */
  loadingLabel?: string;
  /** Stretch to the width of the container (forms, mobile actions). */
  fullWidth?: boolean;
  /**
   * Render the single child element (e.g. a router Link) with the button styles instead of a
   * <button>. While `loading`, the child is marked aria-busy/aria-disabled but its content is kept.
   */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingLabel = 'Cargando...',
    fullWidth = false,
    asChild = false,
    className,
    disabled,
    type,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const shared = {
    ...rest,
    ref,
    className: cx(styles.button, fullWidth && styles.fullWidth, className),
    'data-variant': variant,
    'data-size': size,
    'aria-busy': loading || undefined,
  };

  if (asChild) {
    return (
      <Slot {...shared} onClick={onClick} aria-disabled={disabled || loading || undefined}>
        {children}
      </Slot>
    );
  }

  return (
    <button
      {...shared}
      type={type ?? 'button'}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? (
        <>
          <Spinner size="sm" />
          <span>{loadingLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
});
