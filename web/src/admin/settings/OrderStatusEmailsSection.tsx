import { useMutation, useQuery } from '@apollo/client/react';
import { SAVE_AT_ONCE_FAILED, useSaveAtOnce } from '../../app/useSaveAtOnce';
import formStyles from '../shared/adminForm.module.css';
import {
  OrderStatusEmailSettingsDocument,
  UpdateOrderStatusEmailSettingsDocument,
  type OrderStatusEmailSwitchesFragment,
} from './orderStatusEmails.generated';
import styles from './StoreSettingsPage.module.css';

type Kind = Exclude<keyof OrderStatusEmailSwitchesFragment, '__typename'>;

const SWITCHES: readonly { readonly kind: Kind; readonly label: string }[] = [
  { kind: 'processing', label: 'Pedido en proceso, con cómo pagar según el método elegido' },
  { kind: 'paymentLink', label: 'Link de pago de Izipay, cuando lo pones o lo cambias' },
  { kind: 'completed', label: 'Pedido completado' },
  { kind: 'cancelled', label: 'Pedido cancelado' },
];

export const ORDER_STATUS_EMAILS_MESSAGES = {
  saved: 'Correos de pedidos actualizados',
  saveFailed: SAVE_AT_ONCE_FAILED,
} as const;

/**
 * 'Correos al cliente': which e-mails follow an order after it is placed. Each switch saves at once, apart from
 * the settings form (the placed order's confirmation always goes).
 */
export function OrderStatusEmailsSection() {
  const { data } = useQuery(OrderStatusEmailSettingsDocument);
  const [save] = useMutation(UpdateOrderStatusEmailSettingsDocument);
  const { saving, saveAtOnce } = useSaveAtOnce();
  const switches = data?.orderStatusEmailSettings;
  if (!switches) return null;

  const toggle = (kind: Kind, on: boolean) =>
    saveAtOnce(() => save({ variables: { input: { [kind]: on } } }), ORDER_STATUS_EMAILS_MESSAGES.saved);

  return (
    <fieldset className={`${formStyles.fieldset} ${styles.section} ${styles.page}`}>
      <legend className={formStyles.legend}>Correos al cliente</legend>
      <p className={formStyles.hint}>
        La confirmación del pedido siempre se envía. Elige qué otros correos recibe el cliente cuando su pedido cambia;
        cada uno lleva el enlace a la página del pedido.
      </p>
      <div className={formStyles.checks}>
        {SWITCHES.map(({ kind, label }) => (
          <label key={kind} className={formStyles.check}>
            <input
              type="checkbox"
              name={`orderStatusEmails.${kind}`}
              checked={switches[kind]}
              disabled={saving}
              onChange={(event) => void toggle(kind, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
