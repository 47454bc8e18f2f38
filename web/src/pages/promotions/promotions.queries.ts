import { graphql } from '../../gql';

export const PromotedProductsQuery = graphql(`
  query PromotedProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {
    products(listing: PROMOTIONS, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
      total
      page
      pageSize
      totalPages
    }
  }
`);
