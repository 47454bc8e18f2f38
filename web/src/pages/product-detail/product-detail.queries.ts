import { graphql } from '../../gql';

export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      name
      description
      active
      imageUrl
      imageUrls
      stock
      discountApplied
      brand {
        id
        name
      }
      categories {
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
  }
`);
