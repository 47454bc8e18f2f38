import type { PricedCart } from '../../../application/cart/price-cart';
import type { FileStorage } from '../../../application/ports/file-storage';
import type {
  CartLineChange as DomainCartLineChange,
  CartQuoteLine as DomainLine,
} from '../../../domain/cart/cart-quote';
import type { Product } from '../../../domain/catalog/product';
import type { IsoDate } from '../../../domain/shared/lima-date';
import * as gql from '../types/cart.types';
import { Money } from '../types/money.type';
import { CatalogPresenter } from './catalog.presenter';

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
