import type { CheckoutPaymentMethod } from '@esencia/domain/checkout/payment-method';
import { IZIPAY_COMMISSION_PERCENT } from '@esencia/domain/order/order-totals';
import { assistedOrderTotals, type Line } from './assistedOrderForm';
import styles from './AssistedOrderDialog.module.css';

/** Subtotal, shipping (free on an admin's order), Izipay's commission when chosen, and the total. */
export function OrderTotals({
  lines,
  paymentMethod,
}: {
  readonly lines: readonly Line[];
  readonly paymentMethod: CheckoutPaymentMethod | '';
}) {
  const totals = assistedOrderTotals(paymentMethod, lines);
  return (
    <dl className={styles.totals} aria-label="Totales del pedido">
      <div>
        <dt>Subtotal</dt>
        <dd>{totals.subtotal.format()}</dd>
      </div>
      <div>
        <dt>Envío</dt>
        <dd>{totals.shipping.format()}</dd>
      </div>
      {!totals.commission.isZero() && (
        <div>
          <dt>Comisión Izipay ({IZIPAY_COMMISSION_PERCENT}%)</dt>
          <dd>{totals.commission.format()}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{totals.total.format()}</dd>
      </div>
    </dl>
  );
}
