import { clampQuantity, overStockMessage } from '@esencia/domain/cart/product-quantity';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './QuantityStepper.module.css';
import { MinusIcon, PlusIcon } from '../../icons/Icon';

// The selector's rule and its spec message are the domain's, shared with the server's cart checks.
export { overStockMessage };

export interface QuantityStepperProps {
  /** Current quantity (controlled). */
  value: number;
  /** Units available (the stock): the upper bound. Below `min`, the stepper is disabled. */
  max: number;
  /** Lower bound. Defaults to 1. */
  min?: number;
  /**
   * Called with the clamped quantity. `message` is set when the request went over `max`
   * ('Solo hay N unidades disponibles'); hand it back through the `message` prop to show it.
   */
  onChange: (quantity: number, message?: string) => void;
  /** Notice shown under the control (role="status"), e.g. the message received in `onChange`. */
  message?: string;
  /** Builds the over-stock message. Defaults to 'Solo hay N unidades disponibles'. */
  formatOverMax?: (max: number) => string;
  /** Label of the input. Defaults to 'Cantidad'. */
  label?: string;
  /** Keeps the label for screen readers only (e.g. in a cart row). */
  hideLabel?: boolean;
  /** aria-label of the '−' button. Defaults to 'Disminuir cantidad'. */
  decreaseLabel?: string;
  /** aria-label of the '+' button. Defaults to 'Aumentar cantidad'. */
  increaseLabel?: string;
  /** Disables the whole control. */
  disabled?: boolean;
  /** id of the input (generated when omitted). */
  id?: string;
  /** Form field name of the input. */
  name?: string;
  /** Class of the wrapper. */
  className?: string;
}

/** '−' / '+' buttons around a numeric input, clamped between `min` and the stock. */
export function QuantityStepper({
  value,
  max,
  min = 1,
  onChange,
  message,
  formatOverMax = overStockMessage,
  label = 'Cantidad',
  hideLabel = false,
  decreaseLabel = 'Disminuir cantidad',
  increaseLabel = 'Aumentar cantidad',
  disabled: disabledProp = false,
  id,
  name,
  className,
}: QuantityStepperProps) {
  const generatedId = useId();
  const inputId = id ?? `quantity-${generatedId}`;
  const messageId = `${inputId}-message`;
  // While the field is being retyped it may be empty; that draft is only committed on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const disabled = disabledProp || max < min;

  function request(requested: number): number {
    setDraft(null);
    const clamped = clampQuantity(requested, max, min);
    if (clamped.message) onChange(clamped.quantity, formatOverMax(max));
    else onChange(clamped.quantity);
    return clamped.quantity;
  }

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const requested = Number.parseInt(input.value, 10);
    if (Number.isNaN(requested)) {
      setDraft(input.value);
      return;
    }
    const quantity = request(requested);
    // A typed value outside the bounds is shown clamped right away. When the clamped quantity equals the
    // current one no state changes, so the field is written back here rather than left to a re-render.
    if (quantity !== requested) input.value = String(quantity);
  }

  function commitDraft() {
    if (draft !== null) request(min);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commitDraft();
  }

  return (
    <div className={cx(styles.stepper, className)}>
      <label htmlFor={inputId} className={hideLabel ? undefined : styles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="icon"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          disabled={disabled || value <= min}
          onClick={() => request(value - 1)}
        >
          <MinusIcon />
        </Button>
        <input
          id={inputId}
          name={name}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={Math.max(min, max)}
          step={1}
          value={draft ?? value}
          disabled={disabled}
          aria-describedby={message ? messageId : undefined}
          onChange={handleInput}
          onBlur={commitDraft}
          onKeyDown={handleKeyDown}
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={increaseLabel}
          aria-controls={inputId}
          disabled={disabled || value >= max}
          onClick={() => request(value + 1)}
        >
          <PlusIcon />
        </Button>
      </div>
      <p id={messageId} className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
