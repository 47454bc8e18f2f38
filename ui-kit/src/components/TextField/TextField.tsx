import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './TextField.module.css';
import { Icon } from '../../icons/Icon';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'date';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Visible label, e.g. 'Email' or 'Contraseña'. */
  label: string;
  /** Input type: 'text' (default), 'email', 'password' (adds a show/hide toggle), 'tel' or 'date' (YYYY-MM-DD). */
  type?: TextFieldType;
  /** Helper text under the input, e.g. 'El email no se puede modificar'. */
  hint?: ReactNode;
  /** Error message; marks the input aria-invalid and links the message with aria-describedby. */
  error?: string | null;
  /** Password fields only: accessible names of the show/hide toggle. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. Defaults to 'Ocultar contraseña'. */
  hidePasswordLabel?: string;
  /** Class of the wrapper element. */
  className?: string;
  /** Class of the <input> itself. */
  inputClassName?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <Icon size={18} strokeWidth={1.8}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </Icon>
  );
}

/**
 * Labelled text input with an optional hint and error message (linked through aria-describedby).
 * `type="password"` adds a 'Mostrar contraseña' / 'Ocultar contraseña' toggle.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    type = 'text',
    hint,
    error,
    id,
    showPasswordLabel = 'Mostrar contraseña',
    hidePasswordLabel = 'Ocultar contraseña',
    className,
    inputClassName,
    required,
    readOnly,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `text-field-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const isPassword = type === 'password';
  const hasError = Boolean(error);
  const describedBy = [describedByProp, hasError && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={cx(styles.field, className)}
      data-invalid={hasError || undefined}
      data-readonly={readOnly || undefined}
    >
      <label htmlFor={inputId} className={styles.label} data-required={required || undefined}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type={isPassword && passwordVisible ? 'text' : type}
          required={required}
          readOnly={readOnly}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          className={cx(styles.input, inputClassName)}
          data-has-toggle={isPassword || undefined}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.toggle}
            aria-label={passwordVisible ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={passwordVisible}
            aria-controls={inputId}
            title={passwordVisible ? hidePasswordLabel : showPasswordLabel}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            <EyeIcon crossed={passwordVisible} />
          </button>
        )}
      </div>
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
});
