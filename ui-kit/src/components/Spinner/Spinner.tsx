import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** 'sm', 'md' (default) or 'lg'. */
  size?: SpinnerSize;
  /**
   * Accessible label, announced as a status. Omit it when the spinner sits next to visible text
   * (e.g. inside a busy button or a LoadingState); it is then hidden from assistive technology.
   */
  label?: string;
}

/** An animated loading indicator; with `label`, announced as a status. */
export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return <span {...rest} {...a11y} data-size={size} className={cx(styles.spinner, className)} />;
}

export interface LoadingStateProps extends HTMLAttributes<HTMLDivElement> {
  /** Visible status text. Defaults to 'Cargando...'. */
  text?: string;
  /** Spinner size: 'sm', 'md' (default) or 'lg'. */
  size?: SpinnerSize;
  /** Compact, single-line layout (e.g. the checkout "processing" line). */
  inline?: boolean;
}

/** A spinner with a visible status text, announced politely to screen readers. */
export function LoadingState({ text = 'Cargando...', size, inline = false, className, ...rest }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      {...rest}
      data-inline={inline || undefined}
      className={cx(styles.loadingState, className)}
    >
      <Spinner size={size ?? (inline ? 'sm' : 'lg')} />
      <span>{text}</span>
    </div>
  );
}
