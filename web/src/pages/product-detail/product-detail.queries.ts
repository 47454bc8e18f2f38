import { graphql } from '../../gql';

/** The card's fields plus what only the detail page shows: every image, the categories, availability. */
export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      ...ProductCardFields
      active
      imageUrls
      categories {
        id
        name
      }
    }
  }
`);
