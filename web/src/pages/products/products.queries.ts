import { graphql } from '../../gql';

export const CatalogueProductsQuery = graphql(`
  query CatalogueProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {
    products(listing: WEB, sort: $sort, page: $page, pageSize: $pageSize) {
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
