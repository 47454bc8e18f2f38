import type { MockLink } from '@apollo/client/testing';
import { type CartQuoteFieldsFragment, type CartQuoteLineFieldsFragment, MyCartDocument } from '../cart/cart.generated';
import { CartQuoteDocument } from '../cart/cartQuote.generated';

const soles = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${(cents / 100).toFixed(2)}`,
});

/** A quoted line as the server returns it: `price` and `originalPrice` in céntimos. */
export function quoteLineFixture(
  overrides: Partial<CartQuoteLineFieldsFragment> & {
    productId: string;
    quantity: number;
    price?: number;
    originalPrice?: number;
    name?: string;
    stock?: number;
  },
): CartQuoteLineFieldsFragment {
  const {
    productId,
    quantity,
    price = 48900,
    originalPrice = price,
    name = 'Good Girl EDP 80 ml',
    stock = 12,
  } = overrides;
  return {
    __typename: 'CartQuoteLine',
    productId,
    requestedQuantity: quantity,
    quantity,
    change: 'NONE',
    unitPrice: soles(price),
    originalUnitPrice: soles(originalPrice),
    lineTotal: { __typename: 'Money', formatted: soles(price * quantity).formatted },
    product: {
      __typename: 'Product',
      id: productId,
      name,
      imageUrl: null,
      stock,
      brand: { __typename: 'Brand', id: 'b-1', name: 'Carolina Herrera' },
    },
    ...Object.fromEntries(
      Object.entries(overrides).filter(([key]) => !['price', 'originalPrice', 'name', 'stock'].includes(key)),
    ),
  };
}

/** A whole quote over `lines` (and `removed`), with the totals and the warning the server would give. */
export function cartQuoteFixture(
  lines: CartQuoteLineFieldsFragment[] = [],
  removed: CartQuoteLineFieldsFragment[] = [],
): CartQuoteFieldsFragment {
  const adjusted = removed.length > 0 || lines.some((line) => line.change !== 'NONE');
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice.cents * line.quantity, 0);
  return {
    __typename: 'CartQuote',
    lines,
    removed,
    itemCount: lines.reduce((units, line) => units + line.quantity, 0),
    subtotal: { __typename: 'Money', formatted: soles(subtotal).formatted },
    adjusted,
    warning: adjusted
      ? 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.'
      : null,
  };
}

/** The signed-in account's saved cart (`myCart`), as often as it is asked; empty by default. */
export function savedCartMock(quote: CartQuoteFieldsFragment = cartQuoteFixture()): MockLink.MockedResponse {
  return {
    request: { query: MyCartDocument },
    result: { data: { myCart: quote } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The cart quote of `lines` answering `quote` (once, unless `maxUsageCount` says more). */
export function quoteMock(
  lines: { productId: string; quantity: number }[],
  quote = cartQuoteFixture(),
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: CartQuoteDocument, variables: { lines } },
    result: { data: { cartQuote: quote } },
    maxUsageCount,
  };
}
