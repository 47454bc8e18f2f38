import { DOCUMENT_TYPES, documentNumberMaxLength, type DocumentType } from '@esencia/domain/checkout/document-type';
import {
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
  RUC_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
} from '@esencia/domain/checkout/invoice';
import { PHONE_MAX_LENGTH } from '@esencia/domain/checkout/customer-fields';
import {
  CHECKOUT_PAYMENT_METHODS,
  paymentMethodLabel,
  REGULAR_DELIVERY_TIME,
  SHIPPING_METHOD_LABEL,
  type CheckoutPaymentMethod,
} from '@esencia/domain/checkout/payment-method';
import { breakableEmail, TextField } from '@esencia/ui-kit';
import { useId, type ReactNode } from 'react';
import type { CheckoutDraft, DraftField, FieldErrors } from './checkoutDraft';
import styles from './CheckoutPage.module.css';

/** The checkout's payment choices as the spec words them (the order itself shows the domain's labels). */
const PAYMENT_CHOICES: Record<CheckoutPaymentMethod, { title: string; detail: string }> = {
  yape: { title: 'Yape', detail: 'Escanea y paga' },
  plin: { title: 'Plin', detail: 'Escanea y paga' },
  transferencia: { title: 'Transferencias', detail: 'Transferencia a cuentas bancarias' },
  izipay: { title: 'Izipay', detail: 'Link de pago' },
};

export const IDENTIFICATION_SUBTITLE =
  'Ingresa datos verídicos: los usaremos para coordinar el pago y la entrega de tu pedido.';

interface FieldsProps {
  draft: CheckoutDraft;
  /** The messages to show now (a field's own after it was touched, or the server's). */
  errors: FieldErrors;
  /** A field was edited. */
  onChange: <F extends keyof CheckoutDraft>(field: F, value: CheckoutDraft[F]) => void;
  /** A field lost the focus: its message may show from now on. */
  onBlur: (field: DraftField) => void;
}

/** A group of radio cards (payment, delivery, invoice, document type) with its legend and message. */
function ChoiceGroup({
  legend,
  error,
  compact = false,
  children,
}: {
  legend: string;
  error?: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={compact ? styles.segmented : styles.cards}>{children}</div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Choice({
  name,
  value,
  checked,
  onSelect,
  title,
  detail,
  aside,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail?: string;
  aside?: string;
}) {
  return (
    <label className={styles.choice} data-checked={checked || undefined}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className={styles.radio} />
      <span className={styles.choiceText}>
        <span className={styles.choiceTitle}>{title}</span>
        {detail && <span className={styles.choiceDetail}>{detail}</span>}
      </span>
      {aside && <span className={styles.choiceAside}>{aside}</span>}
    </label>
  );
}

/** Step 1 'Identificación': who orders, and the receipt (boleta or factura with RUC). */
export function IdentificationFields({ draft, errors, onChange, onBlur }: FieldsProps) {
  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'documentNumber' | 'phone' | 'invoiceRuc' | 'invoiceBusinessName',
  ) => ({
    name: field,
    value: draft[field],
    error: errors[field],
    required: true,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });
  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        <TextField label="Nombre" autoComplete="given-name" maxLength={50} {...text('firstName')} />
        <TextField label="Apellido" autoComplete="family-name" maxLength={50} {...text('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...text('email')} />
      <ChoiceGroup legend="Tipo de documento" error={errors.documentType} compact>
        {DOCUMENT_TYPES.map((type: DocumentType) => (
          <Choice
            key={type}
            name="documentType"
            value={type}
            title={type}
            checked={draft.documentType === type}
            onSelect={() => onChange('documentType', type)}
          />
        ))}
      </ChoiceGroup>
      <div className={styles.pair}>
        <TextField
          label="Número de documento"
          autoComplete="off"
          inputMode={draft.documentType === 'DNI' ? 'numeric' : 'text'}
          maxLength={documentNumberMaxLength(draft.documentType)}
          {...text('documentNumber')}
        />
        <TextField
          label="Celular"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder="9XXXXXXXX"
          maxLength={PHONE_MAX_LENGTH}
          {...text('phone')}
        />
      </div>
      <ChoiceGroup legend="Comprobante" error={errors.invoiceType} compact>
        {INVOICE_TYPES.map((type) => (
          <Choice
            key={type}
            name="invoiceType"
            value={type}
            title={INVOICE_TYPE_LABELS[type]}
            checked={draft.invoiceType === type}
            onSelect={() => onChange('invoiceType', type)}
          />
        ))}
      </ChoiceGroup>
      {draft.invoiceType === 'factura' && (
        <div className={styles.pair}>
          <TextField
            label="RUC"
            inputMode="numeric"
            autoComplete="off"
            maxLength={RUC_LENGTH}
            hint="11 dígitos"
            {...text('invoiceRuc')}
          />
          <TextField
            label="Razón social"
            autoComplete="organization"
            maxLength={BUSINESS_NAME_MAX_LENGTH}
            {...text('invoiceBusinessName')}
          />
        </div>
      )}
    </div>
  );
}

/** Step 2 'Entrega y Pago': the one delivery option and the four payment methods. */
export function DeliveryFields({
  draft,
  errors,
  onChange,
  shippingText,
}: FieldsProps & {
  /** The delivery's cost for this cart ('Gratis' or 'S/ 15.00'). */
  shippingText: string;
}) {
  return (
    <div className={styles.fields}>
      <ChoiceGroup legend="Método de envío" error={errors.shippingMethod}>
        <Choice
          name="shippingMethod"
          value="regular"
          title={SHIPPING_METHOD_LABEL.regular}
          detail={REGULAR_DELIVERY_TIME}
          aside={shippingText}
          checked={draft.shippingMethod === 'regular'}
          onSelect={() => onChange('shippingMethod', 'regular')}
        />
      </ChoiceGroup>
      <ChoiceGroup legend="Método de pago" error={errors.paymentMethod}>
        {CHECKOUT_PAYMENT_METHODS.map((method) => (
          <Choice
            key={method}
            name="paymentMethod"
            value={method}
            title={PAYMENT_CHOICES[method].title}
            detail={PAYMENT_CHOICES[method].detail}
            checked={draft.paymentMethod === method}
            onSelect={() => onChange('paymentMethod', method)}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

/** Step 3 'Resumen de pago': what the order will carry, read-only. */
export function ContactSummary({ draft }: { draft: CheckoutDraft }) {
  const invoice =
    draft.invoiceType === 'factura'
      ? `Factura · RUC ${draft.invoiceRuc.trim()} · ${draft.invoiceBusinessName.trim()}`
      : INVOICE_TYPE_LABELS.boleta;
  const rows: [string, ReactNode][] = [
    ['Nombre completo', `${draft.firstName.trim()} ${draft.lastName.trim()}`],
    // A long address wraps before its '@' or a '.', not mid-word.
    ['Email', breakableEmail(draft.email.trim())],
    ['Celular', draft.phone.trim()],
    ['Documento', `${draft.documentType} ${draft.documentNumber.trim()}`],
    ['Comprobante', invoice],
    ['Envío', `${SHIPPING_METHOD_LABEL[draft.shippingMethod]} (${REGULAR_DELIVERY_TIME})`],
    ['Método de pago', draft.paymentMethod ? paymentMethodLabel(draft.paymentMethod) : '—'],
  ];
  return (
    <section aria-labelledby="checkout-contact-title" className={styles.contact}>
      <h3 id="checkout-contact-title" className={styles.contactTitle}>
        Datos de contacto
      </h3>
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.summaryRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
