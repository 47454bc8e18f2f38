import { TextField } from '@esencia/ui-kit';
import { useId, type ReactNode } from 'react';
import formStyles from '../shared/adminForm.module.css';
import type { StoreSettingsErrors } from './settingsFormState';
import styles from './StoreSettingsPage.module.css';

/** What every section of the settings form receives besides its own values. */
export interface SettingsSectionProps {
  readonly errors: StoreSettingsErrors;
  readonly disabled: boolean;
}

/** One titled part of the form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${formStyles.fieldset} ${styles.section}`}>
      <legend className={formStyles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A text field named as the server names it (its error comes back under that name). */
export function SettingsText({
  name,
  label,
  value,
  onChange,
  errors,
  disabled,
  hint,
  inputMode,
  type,
}: SettingsSectionProps & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
  type?: 'email' | 'tel';
}) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      error={errors[name]}
      disabled={disabled}
      hint={hint}
      inputMode={inputMode}
      type={type}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A labelled checkbox. */
export function SettingsCheck({
  name,
  label,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={formStyles.check}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A label, a native control (given its id and the id of its error) and the field's error. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | undefined;
  /** A line of help or warning under the control (not an error: the form can still be sent). */
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children(id, describedBy || undefined)}
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
