import { graphql } from '../gql';

/**
 * Whether a signed-in shopper has orders at all ('Mis pedidos' is highlighted in the top bar). Its own module:
 * the top bar is in every page's first load, the order pages' documents (orders.queries.ts) are not.
 */
export const HasOrdersQuery = graphql(`
  query HasOrders {
    myOrders {
      id
    }
  }
`);
