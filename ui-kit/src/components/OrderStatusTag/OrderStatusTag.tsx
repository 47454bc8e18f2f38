import { orderStatusLabel } from '@esencia/domain/order/order-messages';
import type { OrderStatus } from '@esencia/domain/order/order-status';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './OrderStatusTag.module.css';

export type OrderStatusTone = 'warning' | 'accent' | 'success' | 'danger';

/** The colour of each status: waiting (pending), under way (processing), done (completed), stopped (cancelled). */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, OrderStatusTone>> = {
  pending: 'warning',
  processing: 'accent',
  completed: 'success',
  cancelled: 'danger',
};

export interface OrderStatusTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The order's status; its Spanish label ('Pendiente', 'En Proceso', 'Completada', 'Cancelada') comes from the domain. */
  status: OrderStatus;
}

/** An order's status as a coloured pill with the domain's label (the text carries the meaning, not the colour). */
export function OrderStatusTag({ status, className, ...rest }: OrderStatusTagProps) {
  return (
    <span {...rest} data-status={status} data-tone={ORDER_STATUS_TONES[status]} className={cx(styles.tag, className)}>
      <span className={styles.dot} aria-hidden="true" />
      {orderStatusLabel(status)}
    </span>
  );
}
