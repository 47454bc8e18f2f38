import * as RadixSelect from '@radix-ui/react-select';
import { useId, useRef } from 'react';
import { cx } from '../../utils/cx';
import { useFocusOnMount } from '../../utils/useFocusOnMount';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Select.module.css';
import { Check, Chevron } from './selectIcons';

export interface SelectOption {
  /** Submitted and reported value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label (or screen-reader-only with `hideLabel`), e.g. 'Ordenar por'. */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initial value when `value` is not controlled. */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Form field name; Radix then renders a hidden native <select> for form submission. */
  name?: string;
  /** id of the trigger (generated when omitted). */
  id?: string;
  /** Disables the select. */
  disabled?: boolean;
  /** Marks the field as required in forms. */
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Label and trigger on one line. */
  inline?: boolean;
  /** Class of the wrapper. */
  className?: string;
  /** Opens the list as soon as it is rendered (e.g. it replaces a SelectPreview that was just pressed). */
  defaultOpen?: boolean;
  /** Focuses the trigger when it is rendered (e.g. it replaces a SelectPreview that had focus). */
  autoFocus?: boolean;
}

/** Labelled single-choice select (Radix Select), e.g. the catalogue sort selector. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Selecciona una opción',
  name,
  id,
  disabled,
  required,
  hideLabel = false,
  inline = false,
  className,
  defaultOpen,
  autoFocus,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? `select-${generatedId}`;
  const labelText = hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label;
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, autoFocus);

  return (
    <div className={cx(styles.field, className)} data-inline={inline || undefined}>
      <label htmlFor={triggerId} className={hideLabel ? undefined : styles.label}>
        {labelText}
      </label>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
        defaultOpen={defaultOpen}
      >
        <RadixSelect.Trigger ref={triggerRef} id={triggerId} className={styles.trigger}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.icon}>
            <Chevron />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={6}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <Check />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
