import { graphql } from '../../gql';

export const CategoryProductsQuery = graphql(`
  query CategoryProducts($categoryId: ID!, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {
    category(id: $categoryId) {
      id
      name
      description
      active
    }
    products(active: true, categoryId: $categoryId, sort: $sort, page: $page, pageSize: $pageSize) {
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
