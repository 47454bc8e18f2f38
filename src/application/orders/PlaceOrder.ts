import { checkCartLines, type CartLineRequest } from '../../domain/cart/cart-quote';
import { requireOrderLines, validateCheckoutForm, type CheckoutFormInput } from '../../domain/checkout/checkout-form';
import { validateInvoice, type InvoiceInput } from '../../domain/checkout/invoice';
import { isFeatureAvailable } from '../../domain/store/maintenance';
import {
  EXPECTED_TOTAL_MESSAGE,
  expectedTotalOf,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_MESSAGE,
  orderingUnavailable,
} from '../../domain/order/ordering';
import type { Order } from '../../domain/order/order';
import { holdHoursFor } from '../../domain/order/stock-hold';
import { fieldError, type FieldError, type ValidationError } from '../../domain/shared/field-error';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Viewer } from '../identity/viewer';
import { priceCart } from '../cart/price-cart';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { AccountRepository, SecretGenerator } from '../ports/identity';
import type { ImageProcessor } from '../ports/image-processor';
import type { OrderImageSnapshots, OrderRepository } from '../ports/orders';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { newOrderEmailForShop, orderPlacedEmail } from './order-emails';
import {
  replayOrder,
  storeNewOrder,
  type NewOrderDeps,
  type OrderPriceChanged,
  type OrderStockChanged,
} from './store-new-order';

export interface PlaceOrderRequest {
  /** The client's key for this checkout attempt: a retry with the same key returns the same order. */
  readonly idempotencyKey: string;
  readonly form: CheckoutFormInput;
  readonly invoice: InvoiceInput;
  /** Product ids and quantities only: prices come from the catalogue. */
  readonly lines: readonly CartLineRequest[];
  /** The total (céntimos) the checkout showed: the order is placed only at that total. */
  readonly expectedTotalCents: number;
}

export interface PlaceOrderContext {
  readonly viewer: Viewer | null;
  /** The store's origin, for the order link sent by e-mail. */
  readonly siteOrigin: string;
}

export type PlaceOrderInvalid = ValidationError<'ORDER_INVALID'>;
export type { OrderPriceChanged, OrderStockChanged };
export type PlaceOrderError =
  | PlaceOrderInvalid
  | DomainError<'ORDER_EMPTY'>
  | OrderStockChanged
  | OrderPriceChanged
  | DomainError<'IDEMPOTENCY_KEY_REUSED'>
  | DomainError<'ORDERING_UNAVAILABLE'>;

/**
 * Checkout: a pending order priced by the server from the catalogue as it is
 * now (the client's prices are never read), refused while the maintenance
 * switch forbids orders, when the cart is empty, when the stock or the
 * catalogue changed the cart (the corrected cart comes back), or when the
 * total is not the one the checkout showed (a promotion ended, a price or the
 * shipping policy changed: the cart and totals as they are now come back).
 * Idempotent per key; the order, its lines and both e-mails commit together.
 */
export class PlaceOrder {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly products: ProductRepository,
    private readonly settings: StoreSettingsRepository,
    private readonly accounts: AccountRepository,
    private readonly snapshots: OrderImageSnapshots,
    private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  private get newOrderDeps(): NewOrderDeps {
    const { uow, orders, products, snapshots, storage, images, secrets, clock } = this;
    return { uow, orders, products, snapshots, storage, images, secrets, clock };
  }

  async execute(request: PlaceOrderRequest, context: PlaceOrderContext): Promise<Result<Order, PlaceOrderError>> {
    const settings = await this.settings.get();
    if (!isFeatureAvailable(settings.maintenance, 'orderCreation')) return err(orderingUnavailable());
    const nonEmpty = requireOrderLines(request.lines);
    if (!nonEmpty.ok) return nonEmpty;

    const checked = checkRequest(request);
    if (!checked.ok) return checked;
    const { form, invoice, lines, expectedTotal } = checked.value;
    const accountId = context.viewer?.accountId ?? null;
    const fingerprint = this.secrets.digest(
      JSON.stringify({ form, invoice, lines, accountId, expectedTotal: expectedTotal.cents }),
    );

    const earlier = await replayOrder(this.orders, request.idempotencyKey, fingerprint);
    if (earlier) return earlier;

    const cart = await priceCart({ products: this.products, clock: this.clock }, lines);
    return storeNewOrder(this.newOrderDeps, {
      idempotencyKey: request.idempotencyKey,
      fingerprint,
      form,
      invoice,
      cart,
      origin: 'storefront',
      shipping: settings.shipping,
      expectedTotal,
      holdHours: holdHoursFor(settings.stockHoldHours, form.paymentMethod),
      accountId,
      emails: async (order) => [
        orderPlacedEmail(order, settings, context.siteOrigin),
        ...(await this.accounts.adminEmails()).map((to) =>
          newOrderEmailForShop(order, to, settings.storeName, context.siteOrigin),
        ),
      ],
    });
  }
}

/** Every field rule of the checkout, the invoice, the lines and the key, reported together. */
function checkRequest(request: PlaceOrderRequest) {
  const form = validateCheckoutForm(request.form);
  const invoice = validateInvoice(request.invoice);
  const lines = checkCartLines(request.lines);
  const keyError = IDEMPOTENCY_KEY.test(request.idempotencyKey)
    ? []
    : [fieldError('idempotencyKey', 'INVALID', IDEMPOTENCY_KEY_MESSAGE)];
  const expectedTotal = expectedTotalOf(request.expectedTotalCents);
  const totalError = expectedTotal ? [] : [fieldError('expectedTotalCents', 'INVALID', EXPECTED_TOTAL_MESSAGE)];
  if (form.ok && invoice.ok && lines.ok && expectedTotal && keyError.length === 0) {
    return ok({ form: form.value, invoice: invoice.value, lines: lines.value, expectedTotal });
  }
  const fieldErrors: FieldError[] = [
    ...(form.ok ? [] : form.error.details.fieldErrors),
    ...(invoice.ok ? [] : invoice.error.details.fieldErrors),
    ...(lines.ok ? [] : lines.error.details.fieldErrors),
    ...totalError,
    ...keyError,
  ];
  const invalid: PlaceOrderInvalid = {
    ...domainError('ORDER_INVALID', fieldErrors[0]!.message),
    details: { fieldErrors },
  };
  return err(invalid);
}
