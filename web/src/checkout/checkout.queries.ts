import { graphql } from '../gql';

/**
 * The order summary's quote: the cart's own fields (prices, stock verdict) plus each product's
 * promotion badge ('-20%', '-S/15') for the discount label. Prices are always the server's.
 */
export const CheckoutQuoteQuery = graphql(`
  query CheckoutQuote($lines: [CartLineInput!]!) {
    cartQuote(lines: $lines) {
      ...CartQuoteFields
      lines {
        productId
        lineTotal {
          cents
          formatted
        }
        product {
          id
          promotion {
            badge
          }
        }
      }
    }
  }
`);

/** Places the order: only product ids and quantities travel, the server prices everything. */
export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ... on Order {
        __typename
        id
        shortId
      }
      ... on OrderStockChangedError {
        __typename
        errorCode
        message
        cart {
          ...CartQuoteFields
        }
      }
      ...FailureFields
    }
  }
`);
