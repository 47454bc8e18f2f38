import { checkLineQuantity, validateAdminOrder, type AdminOrderInput } from '@esencia/domain/admin-order/admin-order';
import type { CheckoutPaymentMethod } from '@esencia/domain/checkout/payment-method';
import { Money } from '@esencia/domain/money/money';
import { orderTotals, type OrderTotals } from '@esencia/domain/order/order-totals';
import type { AssistedOrderInput } from '../../../gql/graphql';
import type {
  AssistedOrderCartFieldsFragment,
  AssistedOrderProductsQuery as AssistedOrderProductsResult,
  CreateAssistedOrderMutation as CreateAssistedOrderResult,
} from './assistedOrder.generated';

/** The form's state and rules, without React: what the tabs show and what createAssistedOrder receives. */

export type TabId = 'customer' | 'products' | 'payment';
export const TABS: readonly { readonly id: TabId; readonly label: string }[] = [
  { id: 'customer', label: 'Datos del cliente' },
  { id: 'products', label: 'Productos' },
  { id: 'payment', label: 'Pago' },
];
const TAB_ORDER: readonly TabId[] = TABS.map((tab) => tab.id);

export type CustomerFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'documentNumber';
export const CUSTOMER_FIELDS: readonly CustomerFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'documentNumber',
];

export interface Line {
  readonly productId: string;
  readonly productName: string;
  readonly brandName: string | null;
  /** Unit price in céntimos, as the server quoted it (the server prices the order again). */
  readonly priceCents: number;
  readonly quantity: number;
  /** The product's stock when it was added (or as the server last reported it). */
  readonly stock: number;
}

export interface Values {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly documentNumber: string;
  readonly paymentMethod: CheckoutPaymentMethod | '';
}

export const EMPTY_VALUES: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  documentNumber: '',
  paymentMethod: '',
};

/** Messages by field name (`lines`, and `lines.{productId}` for a line). */
export type Errors = Partial<Record<string, string>>;

export type SearchProduct = AssistedOrderProductsResult['assistedOrderProducts'][number];
export type CreatedOrder = Extract<CreateAssistedOrderResult['createAssistedOrder'], { __typename: 'Order' }>;
/** The server's cart when it refused the order (stock or prices changed since they were shown). */
export type ServerCart = AssistedOrderCartFieldsFragment;

/** The field name of a line's own messages. */
export const lineField = (productId: string) => `lines.${productId}`;

/** Which tab holds a field of the form (server field names included: lines, lines.N). */
export function tabOf(field: string): TabId | null {
  if ((CUSTOMER_FIELDS as readonly string[]).includes(field)) return 'customer';
  if (field === 'lines' || field.startsWith('lines.')) return 'products';
  if (field === 'paymentMethod') return 'payment';
  return null;
}

/** The first tab (in the form's order) holding one of these errors. */
export function firstTabWithError(errors: Errors): TabId | undefined {
  return TAB_ORDER.find((tab) => Object.keys(errors).some((field) => errors[field] && tabOf(field) === tab));
}

export function domainInput(values: Values, lines: readonly Line[]): AdminOrderInput {
  return {
    ...values,
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      price: Money.fromCents(line.priceCents),
      stock: line.stock,
    })),
  };
}

/** Every failing field with its message, by the rules the server applies (validateAdminOrder). */
export function validate(values: Values, lines: readonly Line[]): Errors {
  const result = validateAdminOrder(domainInput(values, lines));
  const errors: Errors = {};
  if (!result.ok) for (const { field, message } of result.error.details.fieldErrors) errors[field] ??= message;
  return errors;
}

/** The modal's totals, as the server computes them for an admin's order (no shipping; Izipay's commission). */
export function assistedOrderTotals(paymentMethod: CheckoutPaymentMethod | '', lines: readonly Line[]): OrderTotals {
  return orderTotals(
    lines.map((line) => ({ price: Money.fromCents(line.priceCents), quantity: line.quantity })),
    paymentMethod || null,
    'admin',
  );
}

/** What createAssistedOrder receives, without the key: ids and quantities, and the total shown; never prices. */
export function orderRequest(values: Values, lines: readonly Line[]): Omit<AssistedOrderInput, 'idempotencyKey'> {
  const documentNumber = values.documentNumber.trim();
  return {
    customer: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      // Empty: the server (like the domain) puts the placeholder number.
      documentNumber: documentNumber === '' ? null : documentNumber,
    },
    paymentMethod: values.paymentMethod,
    lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
    expectedTotalCents: assistedOrderTotals(values.paymentMethod, lines).total.cents,
  };
}

/**
 * The lines with `product` added: a new line of one unit, or one more unit of its line. Refused (with the
 * message to show under the line) when that would pass the product's stock.
 */
export function withProductAdded(
  lines: readonly Line[],
  product: SearchProduct,
): { readonly lines: readonly Line[] } | { readonly refused: string } {
  const existing = lines.find((line) => line.productId === product.id);
  if (!existing) {
    return {
      lines: [
        ...lines,
        {
          productId: product.id,
          productName: product.name,
          brandName: product.brand?.name ?? null,
          priceCents: product.price.cents,
          quantity: 1,
          stock: product.stock,
        },
      ],
    };
  }
  const checked = checkLineQuantity(existing.quantity + 1, product.stock);
  if (!checked.ok) return { refused: checked.error.message };
  return {
    lines: lines.map((line) =>
      line.productId === product.id ? { ...line, quantity: checked.value, stock: product.stock } : line,
    ),
  };
}

/**
 * The server's corrected lines after a stock or price change: its prices, quantities cut to stock, vanished
 * products out.
 */
export function linesFromServerCart(lines: readonly Line[], cart: ServerCart): Line[] {
  const removed = new Set(cart.removed.map((line) => line.productId));
  const next: Line[] = [];
  for (const line of lines) {
    const quoted = cart.lines.find((candidate) => candidate.productId === line.productId);
    if (!quoted || removed.has(line.productId) || quoted.quantity < 1) continue;
    next.push({
      ...line,
      productName: quoted.product?.name ?? line.productName,
      priceCents: quoted.unitPrice.cents,
      quantity: quoted.quantity,
      stock: quoted.product?.stock ?? quoted.quantity,
    });
  }
  return next;
}

/** The server's `lines.N` errors, re-keyed by product (the lines may move before the admin fixes them). */
export function serverFieldErrors(fieldErrors: Readonly<Record<string, string>>, lines: readonly Line[]): Errors {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const index = /^lines\.(\d+)$/.exec(field)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    errors[line ? lineField(line.productId) : field] = message;
  }
  return errors;
}
