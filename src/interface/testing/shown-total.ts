import type { PaymentMethod } from '../../domain/checkout/payment-method';
import { Money } from '../../domain/money/money';
import { orderTotals, type OrderOrigin } from '../../domain/order/order-totals';
import { graphqlClient } from './graphql-client';

const QUOTE = /* GraphQL */ `
  query Shown($lines: [CartLineInput!]!) {
    cartQuote(lines: $lines) {
      lines {
        quantity
        unitPrice {
          cents
        }
      }
    }
    storeSettings {
      shipping {
        freeFrom {
          cents
        }
        flatFee {
          cents
        }
      }
    }
  }
`;

interface Shown {
  cartQuote: { lines: { quantity: number; unitPrice: { cents: number } }[] };
  storeSettings: { shipping: { freeFrom: { cents: number }; flatFee: { cents: number } } };
}

/**
 * The total a client shows before confirming an order (`expectedTotalCents`), found as the web finds it: the
 * cart quoted by the API now, the store's shipping policy, and the domain's `orderTotals` over them.
 */
export async function shownTotal(
  baseUrl: string,
  lines: readonly { readonly productId: string; readonly quantity: number }[],
  paymentMethod: string,
  origin: OrderOrigin = 'storefront',
): Promise<number> {
  const { body } = await graphqlClient(baseUrl).request<Shown>(QUOTE, { lines });
  if (!body.data) throw new Error(`cartQuote failed: ${JSON.stringify(body.errors)}`);
  const { cartQuote, storeSettings } = body.data;
  const policy = {
    freeFrom: Money.fromCents(storeSettings.shipping.freeFrom.cents),
    flatFee: Money.fromCents(storeSettings.shipping.flatFee.cents),
  };
  const priced = cartQuote.lines.map((line) => ({
    price: Money.fromCents(line.unitPrice.cents),
    quantity: line.quantity,
  }));
  return orderTotals(priced, paymentMethod as PaymentMethod, origin, policy).total.cents;
}

/**
 * For many carts at once (benchmarks): today's prices of every product on sale and the shipping policy, read
 * once; the returned function is `shownTotal` for carts of those products, without a request each.
 */
export async function shownTotals(
  baseUrl: string,
): Promise<
  (lines: readonly { readonly productId: string; readonly quantity: number }[], paymentMethod: string) => number
> {
  const { body } = await graphqlClient(baseUrl).request<{
    products: { items: { id: string; price: { cents: number } }[] };
    storeSettings: Shown['storeSettings'];
  }>(
    `{ products(pageSize: 100, active: true) { items { id price { cents } } }
       storeSettings { shipping { freeFrom { cents } flatFee { cents } } } }`,
  );
  if (!body.data) throw new Error(`products failed: ${JSON.stringify(body.errors)}`);
  const prices = new Map(body.data.products.items.map((product) => [product.id, product.price.cents]));
  const { shipping } = body.data.storeSettings;
  const policy = {
    freeFrom: Money.fromCents(shipping.freeFrom.cents),
    flatFee: Money.fromCents(shipping.flatFee.cents),
  };
  return (lines, paymentMethod) => {
    const priced = lines.map((line) => ({
      price: Money.fromCents(prices.get(line.productId)!),
      quantity: line.quantity,
    }));
    return orderTotals(priced, paymentMethod as PaymentMethod, 'storefront', policy).total.cents;
  };
}
