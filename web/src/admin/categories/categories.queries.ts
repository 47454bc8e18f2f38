import { graphql } from '../gql';

/** One row of the admin categories table, and what the edit form starts from. */
export const AdminCategoryFieldsFragment = graphql(`
  fragment AdminCategoryFields on Category {
    id
    name
    description
    active
  }
`);

/** Every category (active or not), optionally those whose name contains `search` (accents and case ignored). */
export const AdminCategoriesQuery = graphql(`
  query AdminCategories($search: String) {
    adminCategories(search: $search) {
      ...AdminCategoryFields
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ... on Category {
        __typename
        ...AdminCategoryFields
      }
      ...FailureFields
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ... on Category {
        __typename
        ...AdminCategoryFields
      }
      ...FailureFields
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      ... on CategoryDeleted {
        __typename
        id
        message
      }
      ...FailureFields
    }
  }
`);
