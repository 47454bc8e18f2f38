import { graphql } from '../gql';

/** Everything a product card needs; prices, labels and badges come formatted from the server. */
export const ProductCardFieldsFragment = graphql(`
  fragment ProductCardFields on Product {
    id
    name
    description
    imageUrl
    stock
    discountApplied
    brand {
      id
      name
    }
    price {
      formatted
    }
    originalPrice {
      formatted
    }
    promotion {
      status
      singleDay
      badge
      headline
      detail
    }
    stockStatus {
      level
      label
    }
  }
`);
