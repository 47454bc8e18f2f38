import { IZIPAY_COMMISSION_PERCENT } from '@esencia/domain/order/order-totals';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import type { DisplayMoney } from './money';
import styles from './OrderSummaryPanel.module.css';

/** The commission line's label: 'Comisión Izipay (4%)'. */
export const IZIPAY_COMMISSION_LABEL = `Comisión Izipay (${IZIPAY_COMMISSION_PERCENT}%)`;

export interface OrderTotalsSummaryProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** Sum of the lines. */
  subtotal: DisplayMoney;
  /** Shipping cost; 0 reads 'Gratis'. */
  shipping: DisplayMoney;
  /** The Izipay commission: its line shows only when given and above zero. */
  commission?: DisplayMoney | null;
  /** Subtotal + shipping + commission, as the server computed it. */
  total: DisplayMoney;
}

/** Subtotal, 'Envío' ('Gratis' at 0), 'Comisión Izipay (4%)' when there is one, and the total. */
export function OrderTotalsSummary({
  subtotal,
  shipping,
  commission,
  total,
  className,
  ...rest
}: OrderTotalsSummaryProps) {
  return (
    <dl {...rest} className={cx(styles.totals, className)}>
      <div className={styles.row}>
        <dt>Subtotal</dt>
        <dd>{subtotal.formatted}</dd>
      </div>
      <div className={styles.row}>
        <dt>Envío</dt>
        <dd data-free={shipping.cents === 0 || undefined}>{shipping.cents === 0 ? 'Gratis' : shipping.formatted}</dd>
      </div>
      {commission && commission.cents > 0 && (
        <div className={styles.row}>
          <dt>{IZIPAY_COMMISSION_LABEL}</dt>
          <dd>{commission.formatted}</dd>
        </div>
      )}
      <div className={cx(styles.row, styles.total)}>
        <dt>Total</dt>
        <dd>{total.formatted}</dd>
      </div>
    </dl>
  );
}
