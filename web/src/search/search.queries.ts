import { graphql } from '../gql';

/** The top bar's search: at most 5 products on sale whose name or brand matches (server rule). */
export const SearchProductsQuery = graphql(`
  query SearchProducts($query: String!) {
    searchProducts(query: $query) {
      id
      name
      imageUrl
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
    }
  }
`);
