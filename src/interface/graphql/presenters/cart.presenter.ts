import type { PricedCart } from '../../../application/cart/price-cart';
import type { OrderPriceChanged, OrderStockChanged } from '../../../application/orders/store-new-order';
import type { FileStorage } from '../../../application/ports/file-storage';
import type {
  CartLineChange as DomainCartLineChange,
  CartQuoteLine as DomainLine,
} from '../../../domain/cart/cart-quote';
import type { Product } from '../../../domain/catalog/product';
import type { IsoDate } from '../../../domain/shared/lima-date';
import * as gql from '../types/cart.types';
import { ErrorCode } from '../types/error-result.types';
import { OrderPriceChangedError, OrderStockChangedError, OrderTotals } from '../types/order.types';
import { Money } from '../types/money.type';
import { CatalogPresenter } from './catalog.presenter';
import { presentError, type PresentableError, type Presented } from './error-result.presenter';

/** The domain's line changes as the schema's enum: a change added to the domain without one here is a type error. */
const CHANGES: { readonly [C in DomainCartLineChange]: gql.CartLineChange } = {
  none: gql.CartLineChange.NONE,
  'quantity-cut': gql.CartLineChange.QUANTITY_CUT,
  removed: gql.CartLineChange.REMOVED,
};

/** A domain cart quote → GraphQL. Every amount and the warning come from the domain's quote. */
export class CartPresenter {
  private readonly catalog: CatalogPresenter;

  constructor(storage: FileStorage) {
    this.catalog = new CatalogPresenter(storage);
  }

  quote(cart: PricedCart): gql.CartQuote {
    return Object.assign(new gql.CartQuote(), {
      lines: cart.lines.map((line) => this.line(line, cart.today)),
      removed: cart.removed.map((line) => this.line(line, cart.today)),
      itemCount: cart.itemCount,
      subtotal: Money.from(cart.subtotal),
      adjusted: cart.adjusted,
      message: cart.message,
    });
  }

  /**
   * A new order's refusal (placeOrder, createAssistedOrder): a changed stock or price with the order as it would
   * be now, any other failure as the error it is.
   */
  refusedNewOrder<E extends PresentableError>(
    error: E | OrderStockChanged | OrderPriceChanged,
  ): Presented<E> | OrderStockChangedError | OrderPriceChangedError {
    if (error.code === 'ORDER_STOCK_CHANGED' || error.code === 'ORDER_PRICE_CHANGED') return this.refusedOrder(error);
    return presentError(error);
  }

  /** An order refused because the stock or the prices changed, with the order as it would be now. */
  private refusedOrder(error: OrderStockChanged | OrderPriceChanged): OrderStockChangedError | OrderPriceChangedError {
    const base = { message: error.message, cart: this.quote(error.details.cart) };
    if (error.code === 'ORDER_STOCK_CHANGED') {
      return Object.assign(new OrderStockChangedError(), { ...base, errorCode: ErrorCode.ORDER_STOCK_CHANGED });
    }
    const { subtotal, shipping, commission, total } = error.details.totals;
    return Object.assign(new OrderPriceChangedError(), {
      ...base,
      errorCode: ErrorCode.ORDER_PRICE_CHANGED,
      totals: Object.assign(new OrderTotals(), {
        subtotal: Money.from(subtotal),
        shipping: Money.from(shipping),
        commission: Money.from(commission),
        total: Money.from(total),
      }),
    });
  }

  private line(line: DomainLine<Product>, today: IsoDate): gql.CartQuoteLine {
    return Object.assign(new gql.CartQuoteLine(), {
      productId: line.productId,
      product: line.product ? this.catalog.product(line.product, today) : null,
      requestedQuantity: line.requestedQuantity,
      quantity: line.quantity,
      change: CHANGES[line.change],
      unitPrice: Money.from(line.unitPrice),
      originalUnitPrice: Money.from(line.originalUnitPrice),
      lineTotal: Money.from(line.lineTotal),
    });
  }
}
