import { useId, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { Chevron } from './selectIcons';
import type { SelectProps } from './Select';
import styles from './Select.module.css';

export interface SelectPreviewProps extends Omit<SelectProps, 'onValueChange' | 'defaultOpen' | 'autoFocus'> {
  /**
   * The user reached for the select: `open` is true when the list should open (mouse press, touch, Enter,
   * Space or an arrow key), false for another key (e.g. typing a letter); `focused` when the trigger had
   * focus. Render the real Select then, with `defaultOpen={open}` and `autoFocus={focused}`.
   */
  onActivate: (activation: { open: boolean; focused: boolean }) => void;
  /** The pointer is over the trigger or it has focus: a good moment to start fetching Select's code. */
  onPreload?: () => void;
}

const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/**
 * Select's closed look without Radix Select: the same label and trigger (markup, classes, size), showing
 * the selected option. An app renders it in its first load and swaps in the real Select (loaded on first
 * use) when `onActivate` is called, so nothing moves and the press or key is not lost.
 */
export function SelectPreview({
  label,
  options,
  value,
  defaultValue,
  placeholder = 'Selecciona una opción',
  id,
  disabled,
  hideLabel = false,
  inline = false,
  className,
  onActivate,
  onPreload,
}: SelectPreviewProps) {
  const generatedId = useId();
  const triggerId = id ?? `select-${generatedId}`;
  const selected = options.find((option) => option.value === (value ?? defaultValue));

  const activate = (event: { currentTarget: HTMLElement }, open: boolean) =>
    onActivate({ open, focused: event.currentTarget === document.activeElement });

  return (
    <div className={cx(styles.field, className)} data-inline={inline || undefined}>
      <label htmlFor={triggerId} className={hideLabel ? undefined : styles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        dir="ltr"
        data-state="closed"
        data-placeholder={selected ? undefined : ''}
        disabled={disabled}
        id={triggerId}
        className={styles.trigger}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          // As Radix Select: a mouse opens on press (touch and pen on click, below).
          if (event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey) {
            event.preventDefault();
            activate(event, true);
          }
        }}
        onClick={(event: MouseEvent<HTMLButtonElement>) => activate(event, true)}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Tab' || event.key === 'Shift' || event.altKey || event.metaKey) return;
          if (OPENING_KEYS.has(event.key)) event.preventDefault();
          activate(event, OPENING_KEYS.has(event.key));
        }}
      >
        <span style={{ pointerEvents: 'none' }}>{selected?.label ?? placeholder}</span>
        <span aria-hidden="true" className={styles.icon}>
          <Chevron />
        </span>
      </button>
    </div>
  );
}
