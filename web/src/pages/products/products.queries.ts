import { graphql } from '../../gql';

export const CatalogueProductsQuery = graphql(`
  query CatalogueProducts($sort: ProductSort!, $page: Int!, $pageSize: Int!) {
    products(active: true, sort: $sort, page: $page, pageSize: $pageSize) {
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
