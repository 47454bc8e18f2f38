import { graphql } from '../gql';

/**
 * Prices, promotions and stock of the browser's lines, as the server sees them today (the cart panel). Its own
 * module: the panel is loaded when it is first opened, cart.queries.ts with every page (CartProvider).
 */
export const CartQuoteQuery = graphql(`
  query CartQuote($lines: [CartLineInput!]!) {
    cartQuote(lines: $lines) {
      ...CartQuoteFields
    }
  }
`);
