import { graphql } from '../gql';

/** One row of the admin brands table, and what the edit form starts from. */
export const AdminBrandFieldsFragment = graphql(`
  fragment AdminBrandFields on AdminBrand {
    id
    name
    description
    logoUrl
    logoKey
    active
    productCount
  }
`);

/** Every brand (active or not), optionally those whose name contains `search` (accents and case ignored). */
export const AdminBrandsQuery = graphql(`
  query AdminBrands($search: String) {
    adminBrands(search: $search) {
      ...AdminBrandFields
    }
  }
`);

export const CreateBrandMutation = graphql(`
  mutation CreateBrand($input: BrandInput!) {
    createBrand(input: $input) {
      ... on AdminBrand {
        __typename
        ...AdminBrandFields
      }
      ...FailureFields
    }
  }
`);

export const UpdateBrandMutation = graphql(`
  mutation UpdateBrand($id: ID!, $input: BrandInput!) {
    updateBrand(id: $id, input: $input) {
      ... on AdminBrand {
        __typename
        ...AdminBrandFields
      }
      ...FailureFields
    }
  }
`);

export const DeleteBrandMutation = graphql(`
  mutation DeleteBrand($id: ID!) {
    deleteBrand(id: $id) {
      ... on BrandDeleted {
        __typename
        id
        message
      }
      ...FailureFields
    }
  }
`);
