import { ADMIN_ORDER_LOCKED, PLACEHOLDER_DOCUMENT_NUMBER } from '@esencia/domain/admin-order/admin-order';
import { INVOICE_TYPE_LABELS } from '@esencia/domain/checkout/invoice';
import {
  CHECKOUT_PAYMENT_METHODS,
  paymentMethodLabel,
  SHIPPING_METHOD_LABEL,
  type CheckoutPaymentMethod,
} from '@esencia/domain/checkout/payment-method';
import { useId } from 'react';
import type { Values } from './assistedOrderForm';
import styles from './AssistedOrderDialog.module.css';

export interface PaymentTabProps {
  readonly values: Values;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChoose: (method: CheckoutPaymentMethod) => void;
}

/** The payment method, and a summary of what the order fixes (customer, document, receipt, shipping). */
export function PaymentTab({ values, error, disabled, onChoose }: PaymentTabProps) {
  const errorId = `${useId()}-payment-error`;
  return (
    <div className={styles.fields}>
      <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>Método de pago</legend>
        <div className={styles.choices}>
          {CHECKOUT_PAYMENT_METHODS.map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={values.paymentMethod === method}
                disabled={disabled}
                onChange={() => onChoose(method)}
              />
              {paymentMethodLabel(method)}
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </fieldset>

      <dl className={styles.summary} aria-label="Resumen del pedido">
        <div>
          <dt>Cliente</dt>
          <dd>
            {values.firstName.trim()} {values.lastName.trim()}
          </dd>
        </div>
        <div>
          <dt>Documento</dt>
          <dd>
            {ADMIN_ORDER_LOCKED.documentType} {values.documentNumber.trim() || PLACEHOLDER_DOCUMENT_NUMBER}
          </dd>
        </div>
        <div>
          <dt>Comprobante</dt>
          <dd>{INVOICE_TYPE_LABELS[ADMIN_ORDER_LOCKED.invoiceType]}</dd>
        </div>
        <div>
          <dt>Envío</dt>
          <dd>{SHIPPING_METHOD_LABEL[ADMIN_ORDER_LOCKED.shippingMethod]}</dd>
        </div>
      </dl>
    </div>
  );
}
