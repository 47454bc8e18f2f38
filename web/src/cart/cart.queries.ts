import { graphql } from '../gql';

// The cart's documents that the always-loaded CartProvider needs (and the fragments they share). The cart
// panel's own quote is in cartQuote.queries.ts, so that it loads with the panel only.

/** What the cart panel shows of one line: the server's prices, the stock check's verdict, the product. */
export const CartQuoteLineFieldsFragment = graphql(`
  fragment CartQuoteLineFields on CartQuoteLine {
    productId
    requestedQuantity
    quantity
    change
    unitPrice {
      cents
      formatted
    }
    originalUnitPrice {
      cents
      formatted
    }
    lineTotal {
      formatted
    }
    product {
      id
      name
      imageUrl
      stock
      brand {
        id
        name
      }
    }
  }
`);

/** The whole quote: lines still in the cart, removed lines, totals and the stock warning. */
export const CartQuoteFieldsFragment = graphql(`
  fragment CartQuoteFields on CartQuote {
    lines {
      ...CartQuoteLineFields
    }
    removed {
      ...CartQuoteLineFields
    }
    itemCount
    subtotal {
      formatted
    }
    adjusted
    # Aliased: a result union also selects ErrorResult.message (String!), a different type.
    warning: message
  }
`);

/** The signed-in account's saved cart (a session restored on this device). */
export const MyCartQuery = graphql(`
  query MyCart {
    myCart {
      ...CartQuoteFields
    }
  }
`);

/** Replaces the account's saved cart with the browser's lines. */
export const SaveCartMutation = graphql(`
  mutation SaveCart($lines: [CartLineInput!]!) {
    saveCart(lines: $lines) {
      ... on CartQuote {
        __typename
        itemCount
      }
      ...FailureFields
    }
  }
`);

/** On sign-in: the browser's lines are added to the saved cart, which comes back (cut to the stock). */
export const MergeCartMutation = graphql(`
  mutation MergeCart($lines: [CartLineInput!]!) {
    mergeCart(lines: $lines) {
      ... on CartQuote {
        __typename
        ...CartQuoteFields
      }
      ...FailureFields
    }
  }
`);
