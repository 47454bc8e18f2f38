import { validated, fieldError, type FieldError, type ValidationError } from '../shared/field-error';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { cleanText } from '../shared/text-characters';
import {
  checkDocumentNumber,
  checkDocumentType,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkPhone,
  type CustomerField,
} from './customer-fields';
import type { DocumentType } from './document-type';
import {
  isCheckoutPaymentMethod,
  isShippingMethod,
  type CheckoutPaymentMethod,
  type ShippingMethod,
} from './payment-method';

export type CheckoutField = CustomerField | 'shippingMethod' | 'paymentMethod';

/** The form as typed by the shopper: every field is a string until validated. */
export type CheckoutFormInput = Readonly<Record<CheckoutField, string>>;

export interface CustomerInfo {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly documentType: DocumentType;
  readonly documentNumber: string;
  readonly phone: string;
}

export interface CheckoutForm extends CustomerInfo {
  readonly shippingMethod: ShippingMethod;
  readonly paymentMethod: CheckoutPaymentMethod;
}

export type CheckoutFormError = ValidationError<'CHECKOUT_INVALID', CheckoutField>;

export const CHECKOUT_MESSAGES = {
  shippingMethodRequired: 'Seleccione un método de envío',
  shippingMethodInvalid: 'Seleccione un método de envío válido',
  paymentMethodRequired: 'Seleccione un método de pago',
  paymentMethodInvalid: 'Seleccione un método de pago válido',
  /** Step 1 with an empty cart. */
  noProductsToContinue: 'No hay productos para continuar.',
  /** /checkout with an empty cart: the title of its empty state, with a way back to the products. */
  emptyCartTitle: 'Tu carrito está vacío',
  /** The same, signed out: a saved cart (a reminder's link opened on another device) shows once signed in. */
  savedCartHint: '¿Guardaste tu carrito en tu cuenta? Inicia sesión para verlo.',
  /** Placing an order with an empty cart. */
  emptyOrder: 'No hay productos en la orden. Por favor, agrega productos antes de continuar.',
} as const;

/** Every field is required; all failing fields are reported together. */
export function validateCheckoutForm(input: CheckoutFormInput): Result<CheckoutForm, CheckoutFormError> {
  const errors: (FieldError<CheckoutField> | null)[] = [
    checkFirstName(input.firstName),
    checkLastName(input.lastName),
    checkEmail(input.email),
    checkDocumentType(input.documentType),
    checkDocumentNumber(input.documentType, input.documentNumber),
    checkPhone(input.phone),
    checkShippingMethod(input.shippingMethod),
    checkPaymentMethod(input.paymentMethod),
  ];
  return validated('CHECKOUT_INVALID', errors, () => ({
    firstName: cleanText(input.firstName),
    lastName: cleanText(input.lastName),
    email: cleanText(input.email),
    documentType: cleanText(input.documentType) as DocumentType,
    documentNumber: cleanText(input.documentNumber),
    phone: cleanText(input.phone),
    shippingMethod: cleanText(input.shippingMethod) as ShippingMethod,
    paymentMethod: cleanText(input.paymentMethod) as CheckoutPaymentMethod,
  }));
}

export function checkPaymentMethod(value: string): FieldError<'paymentMethod'> | null {
  const method = cleanText(value);
  if (!method) return fieldError('paymentMethod', 'REQUIRED', CHECKOUT_MESSAGES.paymentMethodRequired);
  return isCheckoutPaymentMethod(method)
    ? null
    : fieldError('paymentMethod', 'INVALID_PAYMENT_METHOD', CHECKOUT_MESSAGES.paymentMethodInvalid);
}

function checkShippingMethod(value: string): FieldError<'shippingMethod'> | null {
  const method = cleanText(value);
  if (!method) return fieldError('shippingMethod', 'REQUIRED', CHECKOUT_MESSAGES.shippingMethodRequired);
  return isShippingMethod(method)
    ? null
    : fieldError('shippingMethod', 'INVALID_SHIPPING_METHOD', CHECKOUT_MESSAGES.shippingMethodInvalid);
}

/** An order needs at least one line. */
export function requireOrderLines<L>(lines: readonly L[]): Result<readonly L[], DomainError<'ORDER_EMPTY'>> {
  return lines.length > 0 ? ok(lines) : err(domainError('ORDER_EMPTY', CHECKOUT_MESSAGES.emptyOrder));
}
