import {
  CHECKOUT_PAYMENT_METHODS,
  paymentMethodLabel,
  type CheckoutPaymentMethod,
} from '@esencia/domain/checkout/payment-method';
import { MAX_HOLD_HOURS } from '@esencia/domain/order/stock-hold';
import formStyles from '../shared/adminForm.module.css';
import { Section, SettingsText, type SettingsSectionProps } from './settingsFields';
import type { StoreSettingsValues } from './settingsFormState';
import styles from './StockHoldsSection.module.css';

interface StockHoldsSectionProps extends SettingsSectionProps {
  readonly holdHours: StoreSettingsValues['holdHours'];
  readonly onChange: (holdHours: StoreSettingsValues['holdHours']) => void;
}

/**
 * 'Reserva de stock': for how many hours each payment method sets a new order's units aside while the customer
 * pays (0: no hold, the units stay on sale until the order is completed).
 */
export function StockHoldsSection({ holdHours, onChange, ...field }: StockHoldsSectionProps) {
  const set = (method: CheckoutPaymentMethod, hours: string) => onChange({ ...holdHours, [method]: hours });
  return (
    <Section title="Reserva de stock">
      <p className={formStyles.hint}>
        Horas que se apartan las unidades de un pedido nuevo mientras el cliente paga (0 = sin reserva; hasta{' '}
        {MAX_HOLD_HOURS}). Al completar el pedido la reserva pasa a venta; al cancelarlo o al vencer, las unidades
        vuelven a la venta.
      </p>
      <div className={styles.methods}>
        {CHECKOUT_PAYMENT_METHODS.map((method) => (
          <SettingsText
            {...field}
            key={method}
            name={`stockHoldHours.${method}.hours`}
            label={`${paymentMethodLabel(method)} (horas)`}
            value={holdHours[method]}
            onChange={(hours) => set(method, hours)}
            inputMode="numeric"
          />
        ))}
      </div>
    </Section>
  );
}
