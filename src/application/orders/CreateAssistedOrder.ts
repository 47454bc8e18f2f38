import { validateAdminOrder, type AdminOrderLineInput } from '../../domain/admin-order/admin-order';
import { checkCartLines, type CartLineRequest } from '../../domain/cart/cart-quote';
import { BOLETA } from '../../domain/checkout/invoice';
import type { Order } from '../../domain/order/order';
import { holdHoursFor } from '../../domain/order/stock-hold';
import {
  EXPECTED_TOTAL_MESSAGE,
  expectedTotalOf,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_MESSAGE,
} from '../../domain/order/ordering';
import { fieldError, type FieldError, type ValidationError } from '../../domain/shared/field-error';
import { domainError, err, type DomainError, type Result } from '../../domain/shared/result';
import { cleanText } from '../../domain/shared/text-characters';
import { priceCart, type PricedCart } from '../cart/price-cart';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { SecretGenerator } from '../ports/identity';
import type { ImageProcessor } from '../ports/image-processor';
import type { OrderImageSnapshots, OrderRepository } from '../ports/orders';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { orderPlacedEmail } from './order-emails';
import { replayOrder, storeNewOrder, type OrderPriceChanged, type OrderStockChanged } from './store-new-order';

export interface AssistedOrderCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  /** A DNI; empty or missing takes the placeholder number. */
  readonly documentNumber?: string | null;
}

export interface CreateAssistedOrderRequest {
  /** The modal's key for this attempt: a retry with the same key returns the same order. */
  readonly idempotencyKey: string;
  readonly customer: AssistedOrderCustomer;
  readonly paymentMethod: string;
  /** Product ids and quantities only: prices and stock come from the catalogue. */
  readonly lines: readonly CartLineRequest[];
  /** The total (céntimos) the modal showed: the order is created only at that total. */
  readonly expectedTotalCents: number;
}

export interface CreateAssistedOrderContext {
  /** The store's origin, for the order link sent to the customer. */
  readonly siteOrigin: string;
}

/**
 * Fields: firstName, lastName, email, phone, documentNumber, paymentMethod, lines, lines.N, expectedTotalCents,
 * idempotencyKey.
 */
export type AssistedOrderInvalid = ValidationError<'ORDER_INVALID'>;
export type CreateAssistedOrderError =
  | AssistedOrderInvalid
  | DomainError<'ORDER_EMPTY'>
  | OrderStockChanged
  | OrderPriceChanged
  | DomainError<'IDEMPOTENCY_KEY_REUSED'>;

/**
 * An order an admin places for a customer (the create-order modal): the
 * modal's rules (validateAdminOrder: DNI, boleta and regular shipping locked,
 * a placeholder document number when empty, a payment method, each line's
 * quantity within today's stock), priced by the server from the catalogue
 * exactly as the checkout prices it, with no shipping (origin 'admin'). The
 * order belongs to no account, the admin's included: the customer follows it
 * by its link, which the confirmation e-mail carries. A product that is no
 * longer sold answers with the corrected cart, a total other than the one the
 * modal showed with the order as it is now. Idempotent per key; the order,
 * its lines and the e-mail commit together. Not subject to the storefront's
 * maintenance switch.
 */
export class CreateAssistedOrder {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly products: ProductRepository,
    private readonly settings: StoreSettingsRepository,
    private readonly snapshots: OrderImageSnapshots,
    private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(
    request: CreateAssistedOrderRequest,
    context: CreateAssistedOrderContext,
  ): Promise<Result<Order, CreateAssistedOrderError>> {
    const shape = checkCartLines(request.lines);
    const expectedTotal = expectedTotalOf(request.expectedTotalCents);
    const keyErrors = [
      ...(expectedTotal ? [] : [fieldError('expectedTotalCents', 'INVALID', EXPECTED_TOTAL_MESSAGE)]),
      ...(IDEMPOTENCY_KEY.test(request.idempotencyKey)
        ? []
        : [fieldError('idempotencyKey', 'INVALID', IDEMPOTENCY_KEY_MESSAGE)]),
    ];

    // A retry of a stored order answers it before the stock is looked at (placing takes no stock).
    const fingerprint = this.secrets.digest(
      JSON.stringify({
        origin: 'admin',
        customer: cleanCustomer(request.customer),
        paymentMethod: cleanText(request.paymentMethod),
        lines: shape.ok ? shape.value : request.lines,
        expectedTotal: request.expectedTotalCents,
      }),
    );
    if (shape.ok && keyErrors.length === 0) {
      const earlier = await replayOrder(this.orders, request.idempotencyKey, fingerprint);
      if (earlier) return earlier;
    }

    const cart = shape.ok ? await priceCart({ products: this.products, clock: this.clock }, shape.value) : null;
    const checked = validateAdminOrder({
      ...cleanCustomer(request.customer),
      paymentMethod: request.paymentMethod,
      lines: cart && shape.ok ? shape.value.map((line) => modalLine(line, cart)) : [],
    });
    const fieldErrors: FieldError[] = [
      // Malformed lines are reported by their own rule, not as an empty order.
      ...(checked.ok ? [] : checked.error.details.fieldErrors.filter((e) => shape.ok || e.field !== 'lines')),
      ...(shape.ok ? [] : shape.error.details.fieldErrors),
      ...keyErrors,
    ];
    if (!checked.ok || fieldErrors.length > 0) {
      const invalid: AssistedOrderInvalid = {
        ...domainError('ORDER_INVALID', fieldErrors[0]!.message),
        details: { fieldErrors },
      };
      return err(invalid);
    }

    const { customer, paymentMethod } = checked.value;
    const settings = await this.settings.get();
    return storeNewOrder(
      {
        uow: this.uow,
        orders: this.orders,
        products: this.products,
        snapshots: this.snapshots,
        storage: this.storage,
        images: this.images,
        secrets: this.secrets,
        clock: this.clock,
      },
      {
        idempotencyKey: request.idempotencyKey,
        fingerprint,
        form: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          documentType: customer.documentType,
          documentNumber: customer.documentNumber,
          phone: customer.phone,
          shippingMethod: customer.shippingMethod,
          paymentMethod,
        },
        invoice: BOLETA,
        cart: cart!,
        origin: 'admin',
        expectedTotal: expectedTotal!,
        holdHours: holdHoursFor(settings.stockHoldHours, paymentMethod),
        accountId: null,
        emails: async (order) => [orderPlacedEmail(order, settings, context.siteOrigin)],
      },
    );
  }
}

function cleanCustomer(customer: AssistedOrderCustomer) {
  return {
    firstName: cleanText(customer.firstName),
    lastName: cleanText(customer.lastName),
    email: cleanText(customer.email),
    phone: cleanText(customer.phone),
    documentNumber: cleanText(customer.documentNumber ?? ''),
  };
}

/**
 * A requested line as the modal's rules see it, with the catalogue's price and
 * stock now. A product no longer sold (gone, inactive, or of an inactive brand)
 * skips the quantity rule: the priced cart refuses it with the corrected cart.
 */
function modalLine(line: CartLineRequest, cart: PricedCart): AdminOrderLineInput {
  const quoted = [...cart.lines, ...cart.removed].find((q) => q.productId === line.productId)!;
  const product = quoted.product;
  const unsold = product === null || (quoted.change === 'removed' && product.stock > 0);
  return {
    productId: line.productId,
    productName: product?.name ?? '',
    quantity: line.quantity,
    price: quoted.unitPrice,
    stock: unsold ? line.quantity : product.stock,
  };
}
