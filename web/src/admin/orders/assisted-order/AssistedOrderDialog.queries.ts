import { graphql } from '../../gql';

/** Products the admin can add to an assisted order: active, on sale, in stock; at most 5. */
export const AssistedOrderProductsQuery = graphql(`
  query AssistedOrderProducts($search: String!) {
    assistedOrderProducts(search: $search) {
      id
      name
      imageUrl
      stock
      discountApplied
      brand {
        id
        name
      }
      price {
        cents
        formatted
      }
      originalPrice {
        cents
        formatted
      }
    }
  }
`);

/** Creates the order for the customer: ids and quantities only, the server prices everything. */
export const CreateAssistedOrderMutation = graphql(`
  mutation CreateAssistedOrder($input: AssistedOrderInput!) {
    createAssistedOrder(input: $input) {
      ... on Order {
        __typename
        id
        shortId
        link
        customer {
          firstName
          phone
        }
        total {
          formatted
        }
      }
      ... on OrderStockChangedError {
        __typename
        errorCode
        message
        cart {
          lines {
            productId
            quantity
            unitPrice {
              cents
              formatted
            }
            product {
              id
              name
              stock
            }
          }
          removed {
            productId
          }
        }
      }
      ...FailureFields
    }
  }
`);
