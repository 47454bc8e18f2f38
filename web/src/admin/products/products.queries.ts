import { graphql } from '../gql';

/** One row of the admin products table, and what the edit form starts from. */
export const AdminProductFieldsFragment = graphql(`
  fragment AdminProductFields on Product {
    id
    name
    description
    brandId
    brand {
      id
      name
    }
    categoryIds
    imageUrl
    imageUrls
    imageKeys
    originalPrice {
      cents
      formatted
    }
    price {
      cents
      formatted
    }
    promotion {
      type
      discount
      startDate
      endDate
      status
      singleDay
    }
    stock
    active
    carousel
  }
`);

/** Every product (active or not), optionally those whose name or brand contains `search`. */
export const AdminProductsQuery = graphql(`
  query AdminProducts($search: String) {
    adminProducts(search: $search) {
      ...AdminProductFields
    }
  }
`);

export const ProductStatisticsQuery = graphql(`
  query ProductStatistics {
    productStatistics {
      total
      active
      promoted
      carousel
      upcomingPromotions
      activePromotions
      lowStock
    }
  }
`);

/** The brands the form offers (every one; only the active ones are selectable). */
export const BrandOptionsQuery = graphql(`
  query ProductBrandOptions {
    brands {
      id
      name
      active
    }
  }
`);

/** The categories the form offers (every one; only the active ones are selectable). */
export const CategoryOptionsQuery = graphql(`
  query ProductCategoryOptions {
    categories {
      id
      name
      active
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ... on Product {
        __typename
        ...AdminProductFields
      }
      ...FailureFields
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ... on Product {
        __typename
        ...AdminProductFields
      }
      ...FailureFields
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      ... on ProductDeleted {
        __typename
        id
        message
      }
      ...FailureFields
    }
  }
`);

export const AdjustProductStockMutation = graphql(`
  mutation AdjustProductStock($id: ID!, $delta: Int!) {
    adjustProductStock(id: $id, delta: $delta) {
      ... on Product {
        __typename
        id
        stock
      }
      ...FailureFields
    }
  }
`);

export const SetProductCarouselMutation = graphql(`
  mutation SetProductCarousel($id: ID!, $carousel: Boolean!) {
    setProductCarousel(id: $id, carousel: $carousel) {
      ... on Product {
        __typename
        id
        carousel
      }
      ...FailureFields
    }
  }
`);

export const SwitchOffExpiredPromotionsMutation = graphql(`
  mutation SwitchOffExpiredPromotions {
    switchOffExpiredPromotions {
      count
      message
    }
  }
`);
