import { graphql } from '../../gql';

export const BrandProductsQuery = graphql(`
  query BrandProducts($brandId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {
    brand(id: $brandId) {
      id
      name
      logoUrl
      active
    }
    products(active: true, brandId: $brandId, sort: $sort, page: $page, pageSize: $pageSize) {
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
