import type { HTMLAttributes } from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './StepIndicator.module.css';

export type StepState = 'completed' | 'current' | 'upcoming';

export interface StepIndicatorProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The step names in order, e.g. ['Identificación', 'Entrega y Pago', 'Resumen de pago']. */
  steps: readonly string[];
  /** Index (from 0) of the step the user is on; the steps before it are shown as completed. */
  current: number;
  /** Accessible name of the navigation landmark. Defaults to 'Pasos del pedido'. */
  label?: string;
}

function CheckIcon() {
  return (
    <Icon size={16} strokeWidth={2.5}>
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

function stateOf(index: number, current: number): StepState {
  if (index < current) return 'completed';
  return index === current ? 'current' : 'upcoming';
}

/**
 * The numbered steps of a multi-step form (the checkout's 'Identificación', 'Entrega y Pago' and
 * 'Resumen de pago'): completed steps show a check, the current one carries aria-current="step".
 * On phones only the current step keeps its name on screen ('Paso 2 de 3: Entrega y Pago').
 */
export function StepIndicator({ steps, current, label = 'Pasos del pedido', className, ...rest }: StepIndicatorProps) {
  const active = Math.min(Math.max(current, 0), Math.max(steps.length - 1, 0));
  return (
    <nav {...rest} aria-label={label} className={cx(styles.indicator, className)}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const state = stateOf(index, active);
          return (
            <li
              key={step}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'completed' ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.name}>
                <VisuallyHidden>{`Paso ${index + 1} de ${steps.length}: `}</VisuallyHidden>
                {step}
                {state === 'completed' && <VisuallyHidden> (completado)</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.compact} aria-hidden="true">
        Paso {active + 1} de {steps.length}: <strong>{steps[active]}</strong>
      </p>
    </nav>
  );
}
