import { validateCheckoutForm, type CheckoutField } from '@esencia/domain/checkout/checkout-form';
import type { DocumentType } from '@esencia/domain/checkout/document-type';
import { validateInvoice, type InvoiceField, type InvoiceType } from '@esencia/domain/checkout/invoice';
import type { CheckoutPaymentMethod, ShippingMethod } from '@esencia/domain/checkout/payment-method';
import type { CartLine } from '../cart/cartStorage';
import type { PlaceOrderInput } from '../gql/graphql';

/** Every field of the checkout as typed (kept in memory only, never in the browser's storage). */
export interface CheckoutDraft {
  firstName: string;
  lastName: string;
  email: string;
  documentType: DocumentType;
  documentNumber: string;
  phone: string;
  shippingMethod: ShippingMethod;
  /** '' until the shopper picks one. */
  paymentMethod: CheckoutPaymentMethod | '';
  invoiceType: InvoiceType;
  invoiceRuc: string;
  invoiceBusinessName: string;
}

/** The form's fields, as the server names them in InvalidInputError.fieldErrors. */
export type DraftField = CheckoutField | InvoiceField;
export type FieldErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: CheckoutDraft = {
  firstName: '',
  lastName: '',
  email: '',
  documentType: 'DNI',
  documentNumber: '',
  phone: '',
  shippingMethod: 'regular',
  paymentMethod: '',
  invoiceType: 'boleta',
  invoiceRuc: '',
  invoiceBusinessName: '',
};

/** The three steps, in order (index 0, 1, 2). */
export const CHECKOUT_STEPS = ['Identificación', 'Entrega y Pago', 'Resumen de pago'] as const;

/** The fields each step asks for: a server error on one of them sends the shopper back to that step. */
export const STEP_FIELDS: readonly (readonly DraftField[])[] = [
  [
    'firstName',
    'lastName',
    'email',
    'documentType',
    'documentNumber',
    'phone',
    'invoiceType',
    'invoiceRuc',
    'invoiceBusinessName',
  ],
  ['shippingMethod', 'paymentMethod'],
  [],
];

/** Every failing field with its message, by the same rules the server applies (the shared domain package). */
export function validateDraft(draft: CheckoutDraft): FieldErrors {
  const errors: FieldErrors = {};
  const form = validateCheckoutForm(draft);
  if (!form.ok) for (const { field, message } of form.error.details.fieldErrors) errors[field] ??= message;
  const invoice = validateInvoice({
    type: draft.invoiceType,
    ruc: draft.invoiceRuc,
    businessName: draft.invoiceBusinessName,
  });
  if (!invoice.ok) for (const { field, message } of invoice.error.details.fieldErrors) errors[field] ??= message;
  return errors;
}

/** True when none of the step's fields has an error. */
export function stepIsValid(step: number, errors: FieldErrors): boolean {
  return (STEP_FIELDS[step] ?? []).every((field) => !errors[field]);
}

/** The first step holding one of `fields`, or null when none of them belongs to the form. */
export function stepOf(fields: readonly string[]): number | null {
  const index = STEP_FIELDS.findIndex((stepFields) => stepFields.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}

/**
 * What placeOrder receives, without the idempotency key and the total shown: only product ids and
 * quantities, never prices.
 */
export type OrderRequest = Omit<PlaceOrderInput, 'idempotencyKey' | 'expectedTotalCents'>;

export function orderRequest(draft: CheckoutDraft, lines: readonly CartLine[]): OrderRequest {
  const trim = (value: string) => value.trim();
  return {
    customer: {
      firstName: trim(draft.firstName),
      lastName: trim(draft.lastName),
      email: trim(draft.email),
      documentType: draft.documentType,
      documentNumber: trim(draft.documentNumber),
      phone: trim(draft.phone),
    },
    shippingMethod: draft.shippingMethod,
    paymentMethod: draft.paymentMethod,
    invoice:
      draft.invoiceType === 'factura'
        ? { type: 'factura', ruc: trim(draft.invoiceRuc), businessName: trim(draft.invoiceBusinessName) }
        : { type: 'boleta' },
    lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
  };
}

/**
 * A fresh key for one checkout attempt (16+ URL-safe characters). crypto.randomUUID exists only on
 * secure pages (https or localhost); a store opened over plain http on its network gets random hex.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A signed-in shopper's account name split for the form: the first word is the name, the rest the surname. */
export function splitAccountName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
