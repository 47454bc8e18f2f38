import type { CheckoutForm } from '../../domain/checkout/checkout-form';
import type { Invoice } from '../../domain/checkout/invoice';
import { isDiscountApplied } from '../../domain/catalog/promotion';
import { placeOrder, type Order, type OrderTooLargeError } from '../../domain/order/order';
import { canHold, holdPlaced, holdsStock } from '../../domain/order/stock-hold';
import type { OrderOrigin, OrderTotals, ShippingPolicy } from '../../domain/order/order-totals';
import type { Money } from '../../domain/money/money';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../domain/order/ordering';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import { moveSavedCart } from '../cart/move-saved-cart';
import { priceCart, type PricedCart } from '../cart/price-cart';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { SecretGenerator } from '../ports/identity';
import type { ImageProcessor } from '../ports/image-processor';
import type { MailMessage } from '../ports/mail';
import type { OrderImageSnapshots, OrderRepository } from '../ports/orders';
import type { UnitOfWork } from '../ports/unit-of-work';
import { moveStock } from '../stock/move-stock';
import { orderImageCopies } from './order-image-copies';

/** The corrected cart comes back priced as the cart query prices it. */
export type OrderStockChanged = DomainError<'ORDER_STOCK_CHANGED'> & {
  readonly details: { readonly cart: PricedCart };
};
/** The order as it would be placed now (its lines priced as the cart query prices them, and its totals). */
export type OrderPriceChanged = DomainError<'ORDER_PRICE_CHANGED'> & {
  readonly details: { readonly cart: PricedCart; readonly totals: OrderTotals };
};
export type IdempotencyKeyReused = DomainError<'IDEMPOTENCY_KEY_REUSED'>;
export type StoreNewOrderError =
  DomainError<'ORDER_EMPTY'> | OrderStockChanged | OrderPriceChanged | IdempotencyKeyReused | OrderTooLargeError;

/** What storing a new order needs, whoever places it (the shopper's checkout or an admin). */
export interface NewOrderDeps {
  readonly uow: UnitOfWork;
  readonly products: ProductRepository;
  readonly orders: OrderRepository;
  readonly snapshots: OrderImageSnapshots;
  readonly storage: FileStorage;
  readonly images: ImageProcessor;
  readonly secrets: SecretGenerator;
  readonly clock: Clock;
}

export interface NewOrderPlan {
  /** The client's key for this attempt: a retry with the same key (and the same request) gets the same order. */
  readonly idempotencyKey: string;
  /** Digest of the checked request: the same key with other data is refused. */
  readonly fingerprint: string;
  readonly form: CheckoutForm;
  readonly invoice: Invoice;
  /** The cart as the server priced it now (priceCart); never the client's prices. */
  readonly cart: PricedCart;
  readonly origin: OrderOrigin;
  readonly accountId: string | null;
  /** The store's shipping policy (ignored for admin orders, which never pay shipping). */
  readonly shipping?: ShippingPolicy;
  /** The total the client showed: any other total is answered with the order as it is now, nothing stored. */
  readonly expectedTotal: Money;
  /** Hours the store holds the units for this order's payment method; 0 (the default) holds none. */
  readonly holdHours?: number;
  /** The e-mails the new order sends, queued in its transaction (read only once the order is known to be valid). */
  readonly emails: (order: Order) => Promise<readonly MailMessage[]>;
}

/**
 * The order stored earlier under this key, read without a transaction (a
 * retry answers without waiting for the key's lock): the same order for the
 * same request, a refusal for other data, null when the key is new.
 */
export async function replayOrder(
  orders: OrderRepository,
  key: string,
  fingerprint: string,
): Promise<Result<Order, IdempotencyKeyReused> | null> {
  const stored = await orders.findByIdempotencyKey(key);
  return stored ? sameRequest(stored, fingerprint) : null;
}

/**
 * A new pending order from a server-priced cart, as every way of placing one
 * stores it: refused when the cart is empty, the stock/catalogue changed it
 * (with the corrected cart) or its total is not the one the client showed
 * (with the cart and totals as they are now); the lines' snapshots with the order's own copies
 * of the main pictures (made before the transaction, shared by product and
 * picture); then, under a lock on the idempotency key, the order, its lines
 * and its e-mails in one transaction (a concurrent retry waits and gets the
 * first order). That transaction first locks the ordered products
 * (ProductStock.lockForOrder): against deletion, or, when the payment method
 * holds stock, against any change while the order takes its units from what
 * no other order holds (recorded as 'hold-placed' in the stock ledger). A
 * product deleted or archived since the quote, or whose units other orders
 * now hold, sends the cart back to be priced again (answered as changed).
 */
export async function storeNewOrder(
  deps: NewOrderDeps,
  plan: NewOrderPlan,
  attempt = 1,
): Promise<Result<Order, StoreNewOrderError>> {
  const { cart } = plan;
  const pictures = cart.adjusted
    ? []
    : cart.lines.flatMap((line) => {
        const sourceKey = line.product?.imageKeys[0];
        return sourceKey ? [{ productId: line.productId, sourceKey }] : [];
      });
  const imageKeys = await orderImageCopies(deps, pictures);
  const now = deps.clock.now();
  const placed = placeOrder({
    id: deps.secrets.identifier(),
    form: plan.form,
    invoice: plan.invoice,
    quote: cart,
    origin: plan.origin,
    shipping: plan.shipping,
    accountId: plan.accountId,
    expectedTotal: plan.expectedTotal,
    holdHours: plan.holdHours ?? 0,
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
    const { error } = placed;
    if (error.code === 'ORDER_STOCK_CHANGED') return err({ ...error, details: { cart } });
    if (error.code === 'ORDER_PRICE_CHANGED') return err({ ...error, details: { cart, totals: error.details.totals } });
    return err(error);
  }
  const order = placed.value;
  const emails = await plan.emails(order);

  const stored = await deps.uow.run(async (tx) => {
    // Concurrent retries of one request wait here; the first one stores the order.
    await tx.lock(`place-order:${plan.idempotencyKey}`);
    const earlier = await tx.orders.findByIdempotencyKey(plan.idempotencyKey);
    if (earlier) return sameRequest(earlier, plan.fingerprint);
    // No order without its product: a delete waits for this order (and then archives the product), or went first.
    // A held order also keeps every other change out while it takes its units: no unit is ever held twice.
    const holding = holdsStock(order);
    const levels = await tx.stock.lockForOrder(
      order.lines.map((line) => line.productId),
      { holding },
    );
    if (order.lines.some((line) => !levels.has(line.productId))) return null;
    if (holding && !canHold(order, (productId) => levels.get(productId))) return null;
    await tx.orders.insert(order, { key: plan.idempotencyKey, fingerprint: plan.fingerprint });
    await tx.orderChanges.announce(order.id);
    await moveStock(tx, holdPlaced(order, now));
    // A signed-in shopper's checkout places the order from their saved cart: it is completed with the order.
    if (plan.origin === 'storefront' && plan.accountId) {
      await tx.lock(`cart:${plan.accountId}`);
      await moveSavedCart(tx, plan.accountId, 'completed', now);
    }
    for (const email of emails) await tx.mailOutbox.enqueue(email, now);
    return ok(order);
  });
  if (stored) return stored;
  // A product went, or other orders hold its units now: priced again, the cart is answered as changed (a change
  // undone meanwhile, such as a hold released, is simply placed again, a few times at most).
  const requested = [...cart.lines, ...cart.removed].map((line) => ({
    productId: line.productId,
    quantity: line.requestedQuantity,
  }));
  const repriced = await priceCart(deps, requested);
  if (!repriced.adjusted && attempt >= 3) throw new Error('the ordered products keep changing under their locks');
  return storeNewOrder(deps, { ...plan, cart: repriced }, attempt + 1);
}

function sameRequest(
  stored: { readonly order: Order; readonly fingerprint: string },
  fingerprint: string,
): Result<Order, IdempotencyKeyReused> {
  return stored.fingerprint === fingerprint
    ? ok(stored.order)
    : err(domainError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE));
}
