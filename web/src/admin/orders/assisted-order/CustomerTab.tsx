import { ADMIN_ORDER_LOCKED, PLACEHOLDER_DOCUMENT_NUMBER } from '@esencia/domain/admin-order/admin-order';
import { PHONE_MAX_LENGTH } from '@esencia/domain/checkout/customer-fields';
import { documentNumberMaxLength } from '@esencia/domain/checkout/document-type';
import { INVOICE_TYPE_LABELS } from '@esencia/domain/checkout/invoice';
import { TextField } from '@esencia/ui-kit';
import type { CustomerFieldName, Values } from './assistedOrderForm';
import styles from './AssistedOrderDialog.module.css';

export interface CustomerTabProps {
  readonly values: Values;
  readonly errorOf: (field: CustomerFieldName) => string | undefined;
  readonly disabled: boolean;
  readonly onChange: (field: CustomerFieldName, value: string) => void;
  readonly onLeave: (field: CustomerFieldName) => void;
}

/** Name, surname, e-mail and phone (required), the optional DNI; document type and receipt are locked. */
export function CustomerTab({ values, errorOf, disabled, onChange, onLeave }: CustomerTabProps) {
  const text = (field: CustomerFieldName) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onLeave(field),
  });

  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        <TextField label="Nombre" autoComplete="off" maxLength={50} required {...text('firstName')} />
        <TextField label="Apellido" autoComplete="off" maxLength={50} required {...text('lastName')} />
      </div>
      <div className={styles.pair}>
        <TextField label="Email" type="email" inputMode="email" autoComplete="off" required {...text('email')} />
        <TextField
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="9XXXXXXXX"
          maxLength={PHONE_MAX_LENGTH}
          required
          {...text('phone')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Tipo de documento"
          name="documentType"
          value={ADMIN_ORDER_LOCKED.documentType}
          readOnly
          className={styles.locked}
          hint="Fijo en los pedidos creados por el admin"
        />
        <TextField
          label="Número de documento"
          inputMode="numeric"
          autoComplete="off"
          placeholder={PLACEHOLDER_DOCUMENT_NUMBER}
          maxLength={documentNumberMaxLength(ADMIN_ORDER_LOCKED.documentType)}
          hint={`Opcional: si lo dejas vacío se usa ${PLACEHOLDER_DOCUMENT_NUMBER}`}
          {...text('documentNumber')}
        />
      </div>
      <TextField
        label="Comprobante"
        name="invoiceType"
        value={INVOICE_TYPE_LABELS[ADMIN_ORDER_LOCKED.invoiceType]}
        readOnly
        className={styles.locked}
      />
    </div>
  );
}
