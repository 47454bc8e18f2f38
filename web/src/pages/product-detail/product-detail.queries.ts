import { graphql } from '../../gql';

/**
 * The card's fields plus what only the detail page shows: every image, the categories, availability
 * (the product's and its brand's: a product of an inactive brand is not on sale).
 */
export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      ...ProductCardFields
      active
      brand {
        active
      }
      imageUrls
      categories {
        id
        name
      }
    }
  }
`);
