import { Button } from '@esencia/ui-kit';
import { useId, useState, type ChangeEvent } from 'react';
import styles from './QuantitySelector.module.css';

export interface QuantitySelectorProps {
  value: number;
  /** Units in stock: the upper bound. */
  max: number;
  onChange: (quantity: number) => void;
}

/** Quantity between 1 and the stock; an attempt to go over is clamped with a notice. */
export function QuantitySelector({ value, max, onChange }: QuantitySelectorProps) {
  const inputId = useId();
  const noticeId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const disabled = max < 1;

  function change(requested: number) {
    if (requested > max) {
      setNotice(`Solo hay ${max} unidades disponibles`);
      onChange(max);
      return;
    }
    setNotice(null);
    onChange(Math.max(1, requested));
  }

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    const requested = Number.parseInt(event.target.value, 10);
    change(Number.isNaN(requested) ? 1 : requested);
  }

  return (
    <div className={styles.quantity}>
      <label htmlFor={inputId}>Cantidad</label>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Disminuir cantidad"
          disabled={disabled || value <= 1}
          onClick={() => change(value - 1)}
        >
          −
        </Button>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={disabled}
          aria-describedby={notice ? noticeId : undefined}
          onChange={handleInput}
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label="Aumentar cantidad"
          disabled={disabled || value >= max}
          onClick={() => change(value + 1)}
        >
          +
        </Button>
      </div>
      <p id={noticeId} className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
