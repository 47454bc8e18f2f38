import { CHECKOUT_MESSAGES, checkPaymentMethod, type CustomerInfo } from '../checkout/checkout-form';
import {
  checkDocumentNumber,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkPhone,
  type CustomerField,
} from '../checkout/customer-fields';
import type { CheckoutPaymentMethod, ShippingMethod } from '../checkout/payment-method';
import type { Money } from '../money/money';
import { orderTotals, type OrderTotals } from '../order/order-totals';
import { fieldError, validated, type FieldError, type ValidationError } from '../shared/field-error';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { cleanText } from '../shared/text-characters';

/** The admin form locks these: the customer is invoiced a boleta on a DNI, shipped regular. */
export const ADMIN_ORDER_LOCKED = { documentType: 'DNI', invoiceType: 'boleta', shippingMethod: 'regular' } as const;
/** Used when the admin leaves the document number empty; a valid-looking DNI so the order reads cleanly. */
export const PLACEHOLDER_DOCUMENT_NUMBER = '00000000';
export const NOT_ENOUGH_STOCK_MESSAGE = 'No hay suficiente stock disponible';
export const QUANTITY_TOO_LOW_MESSAGE = 'La cantidad debe ser al menos 1';

export interface AdminOrderLineInput {
  readonly productId: string;
  readonly productName: string;
  readonly quantity: number;
  /** Unit price. */
  readonly price: Money;
  /** The product's stock when the line was added. */
  readonly stock: number;
}

export interface AdminOrderInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly documentNumber: string;
  readonly paymentMethod: string;
  readonly lines: readonly AdminOrderLineInput[];
}

export interface AdminOrderDraft {
  readonly customer: CustomerInfo & {
    readonly shippingMethod: ShippingMethod;
    readonly invoiceType: typeof ADMIN_ORDER_LOCKED.invoiceType;
  };
  readonly paymentMethod: CheckoutPaymentMethod;
  readonly lines: readonly Omit<AdminOrderLineInput, 'stock'>[];
  /** Shipping is always 0 for admin-created orders. */
  readonly totals: OrderTotals;
}

export type AdminOrderField = Exclude<CustomerField, 'documentType'> | 'paymentMethod' | 'lines' | `lines.${number}`;

export type AdminOrderError = ValidationError<'ADMIN_ORDER_INVALID', AdminOrderField>;

/** The create-order modal's rules: checkout-style fields, locked document/invoice/shipping, lines within stock. */
export function validateAdminOrder(input: AdminOrderInput): Result<AdminOrderDraft, AdminOrderError> {
  const documentNumber = cleanText(input.documentNumber) || PLACEHOLDER_DOCUMENT_NUMBER;
  const errors: (FieldError<AdminOrderField> | null)[] = [
    checkFirstName(input.firstName),
    checkLastName(input.lastName),
    checkEmail(input.email),
    checkDocumentNumber(ADMIN_ORDER_LOCKED.documentType, documentNumber),
    checkPhone(input.phone),
    checkPaymentMethod(input.paymentMethod),
    input.lines.length === 0 ? fieldError('lines', 'ORDER_EMPTY', CHECKOUT_MESSAGES.emptyOrder) : null,
    ...input.lines.map((line, index) => lineError(line, index)),
  ];
  return validated('ADMIN_ORDER_INVALID', errors, () => {
    const paymentMethod = cleanText(input.paymentMethod) as CheckoutPaymentMethod;
    const lines = input.lines.map(({ stock: _stock, ...line }) => line);
    return {
      customer: {
        firstName: cleanText(input.firstName),
        lastName: cleanText(input.lastName),
        email: cleanText(input.email),
        phone: cleanText(input.phone),
        documentNumber,
        ...ADMIN_ORDER_LOCKED,
      },
      paymentMethod,
      lines,
      totals: orderTotals(lines, paymentMethod, 'admin'),
    };
  });
}

/** A line quantity cannot exceed the stock (nor go below 1). */
export function checkLineQuantity(
  quantity: number,
  stock: number,
): Result<number, DomainError<'STOCK_INSUFFICIENT'> | DomainError<'QUANTITY_TOO_LOW'>> {
  if (quantity < 1) return err(domainError('QUANTITY_TOO_LOW', QUANTITY_TOO_LOW_MESSAGE));
  if (quantity > stock) {
    return err(domainError('STOCK_INSUFFICIENT', NOT_ENOUGH_STOCK_MESSAGE, { requested: quantity, available: stock }));
  }
  return ok(quantity);
}

/**
 * The modal's tabs: products open once first name, last name, e-mail and phone
 * are filled; payment once there is at least one line.
 */
export function adminOrderTabs(input: Pick<AdminOrderInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'lines'>): {
  readonly customer: true;
  readonly products: boolean;
  readonly payment: boolean;
} {
  const filled = [input.firstName, input.lastName, input.email, input.phone].every((value) => cleanText(value) !== '');
  return { customer: true, products: filled, payment: filled && input.lines.length > 0 };
}

function lineError(line: AdminOrderLineInput, index: number): FieldError<AdminOrderField> | null {
  const result = checkLineQuantity(line.quantity, line.stock);
  return result.ok ? null : fieldError(`lines.${index}`, result.error.code, result.error.message);
}
