import { checkCartLines, type CartLineRequest } from '../../domain/cart/cart-quote';
import { requireOrderLines, validateCheckoutForm, type CheckoutFormInput } from '../../domain/checkout/checkout-form';
import { validateInvoice, type InvoiceInput } from '../../domain/checkout/invoice';
import { isDiscountApplied } from '../../domain/catalog/promotion';
import { isFeatureAvailable } from '../../domain/store/maintenance';
import {
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  orderingUnavailable,
} from '../../domain/order/ordering';
import { placeOrder, type Order } from '../../domain/order/order';
import { fieldError, type FieldError, type ValidationError } from '../../domain/shared/field-error';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Viewer } from '../identity/viewer';
import { priceCart, type PricedCart } from '../cart/price-cart';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { AccountRepository, SecretGenerator } from '../ports/identity';
import type { ImageProcessor } from '../ports/image-processor';
import type { OrderImageSnapshots, OrderRepository } from '../ports/orders';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { orderImageCopies, type OrderImageDeps } from './order-image-copies';
import { newOrderEmailForShop, orderPlacedEmail } from './order-emails';

export interface PlaceOrderRequest {
  /** The client's key for this checkout attempt: a retry with the same key returns the same order. */
  readonly idempotencyKey: string;
  readonly form: CheckoutFormInput;
  readonly invoice: InvoiceInput;
  /** Product ids and quantities only: prices come from the catalogue. */
  readonly lines: readonly CartLineRequest[];
}

export interface PlaceOrderContext {
  readonly viewer: Viewer | null;
  /** The store's origin, for the order link sent by e-mail. */
  readonly siteOrigin: string;
}

export type PlaceOrderInvalid = ValidationError<'ORDER_INVALID'>;
/** The corrected cart comes back priced as the cart query prices it. */
export type OrderStockChanged = DomainError<'ORDER_STOCK_CHANGED'> & {
  readonly details: { readonly cart: PricedCart };
};
export type PlaceOrderError =
  | PlaceOrderInvalid
  | DomainError<'ORDER_EMPTY'>
  | OrderStockChanged
  | DomainError<'IDEMPOTENCY_KEY_REUSED'>
  | DomainError<'ORDERING_UNAVAILABLE'>;

/**
 * Checkout: a pending order priced by the server from the catalogue as it is
 * now (the client's prices and totals are never read), refused while the
 * maintenance switch forbids orders, when the cart is empty, or when the
 * stock or the catalogue changed the cart (the corrected cart comes back).
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

  private get imageDeps(): OrderImageDeps {
    return { snapshots: this.snapshots, storage: this.storage, images: this.images, clock: this.clock };
  }

  async execute(request: PlaceOrderRequest, context: PlaceOrderContext): Promise<Result<Order, PlaceOrderError>> {
    const settings = await this.settings.get();
    if (!isFeatureAvailable(settings.maintenance, 'orderCreation')) return err(orderingUnavailable());
    const nonEmpty = requireOrderLines(request.lines);
    if (!nonEmpty.ok) return nonEmpty;

    const checked = checkRequest(request);
    if (!checked.ok) return checked;
    const { form, invoice, lines } = checked.value;
    const accountId = context.viewer?.accountId ?? null;
    const fingerprint = this.secrets.digest(JSON.stringify({ form, invoice, lines, accountId }));

    const earlier = await this.replay(request.idempotencyKey, fingerprint);
    if (earlier) return earlier;

    const cart = await priceCart({ products: this.products, clock: this.clock }, lines);
    const pictures = cart.adjusted
      ? []
      : cart.lines.flatMap((line) => {
          const sourceKey = line.product?.imageKeys[0];
          return sourceKey ? [{ productId: line.productId, sourceKey }] : [];
        });
    const imageKeys = await orderImageCopies(this.imageDeps, pictures);
    const now = this.clock.now();
    const placed = placeOrder({
      id: this.secrets.identifier(),
      form,
      invoice,
      quote: cart,
      origin: 'storefront',
      shipping: settings.shipping,
      accountId,
      now,
      snapshotOf: (line) => ({
        name: line.product!.name,
        brandName: cart.brandNames.get(line.productId) ?? '',
        imageKey: imageKeys.get(line.productId) ?? null,
        originalPrice: line.originalUnitPrice,
        promotion: line.product!.promotion,
        discountApplied: isDiscountApplied(line.product!.promotion, cart.today),
      }),
    });
    if (!placed.ok) {
      return placed.error.code === 'ORDER_STOCK_CHANGED'
        ? err({ ...placed.error, details: { cart } })
        : err(placed.error);
    }
    const order = placed.value;
    const adminEmails = await this.accounts.adminEmails();

    return this.uow.run(async (tx) => {
      // Concurrent retries of one checkout wait here; the first one stores the order.
      await tx.lock(`place-order:${request.idempotencyKey}`);
      const stored = await tx.orders.findByIdempotencyKey(request.idempotencyKey);
      if (stored) return sameRequest(stored, fingerprint);
      await tx.orders.insert(order, { key: request.idempotencyKey, fingerprint });
      await tx.mailOutbox.enqueue(orderPlacedEmail(order, settings, context.siteOrigin), now);
      for (const to of adminEmails)
        await tx.mailOutbox.enqueue(newOrderEmailForShop(order, to, context.siteOrigin), now);
      return ok(order);
    });
  }

  private async replay(key: string, fingerprint: string): Promise<Result<Order, PlaceOrderError> | null> {
    // A plain read first: a retry answers without waiting for a transaction and its lock.
    const stored = await this.orders.findByIdempotencyKey(key);
    return stored ? sameRequest(stored, fingerprint) : null;
  }
}

function sameRequest(
  stored: { order: Order; fingerprint: string },
  fingerprint: string,
): Result<Order, PlaceOrderError> {
  return stored.fingerprint === fingerprint
    ? ok(stored.order)
    : err(domainError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE));
}

/** Every field rule of the checkout, the invoice, the lines and the key, reported together. */
function checkRequest(request: PlaceOrderRequest) {
  const form = validateCheckoutForm(request.form);
  const invoice = validateInvoice(request.invoice);
  const lines = checkCartLines(request.lines);
  const keyError = IDEMPOTENCY_KEY.test(request.idempotencyKey)
    ? []
    : [fieldError('idempotencyKey', 'INVALID', IDEMPOTENCY_KEY_MESSAGE)];
  if (form.ok && invoice.ok && lines.ok && keyError.length === 0) {
    return ok({ form: form.value, invoice: invoice.value, lines: lines.value });
  }
  const fieldErrors: FieldError[] = [
    ...(form.ok ? [] : form.error.details.fieldErrors),
    ...(invoice.ok ? [] : invoice.error.details.fieldErrors),
    ...(lines.ok ? [] : lines.error.details.fieldErrors),
    ...keyError,
  ];
  const invalid: PlaceOrderInvalid = {
    ...domainError('ORDER_INVALID', fieldErrors[0]!.message),
    details: { fieldErrors },
  };
  return err(invalid);
}
