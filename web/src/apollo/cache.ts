import { InMemoryCache, type TypePolicies } from '@apollo/client';
import possibleTypes from '../gql/possible-types';

/**
 * The cache's rules, for the storefront and the admin (one client, one cache). Entities are normalized by
 * `__typename` and `id`, so an order pushed live, polled or saved by the admin updates every list showing it.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // The orders a page follows (the tracked ones of 'Mis Pedidos') are read from the cache when every one is
      // there: the list already brought them, and only the 15 s polls ask the server again.
      ordersByIds: {
        read(existing, { args, toReference, canRead }) {
          if (existing !== undefined) return existing;
          const ids: unknown = args?.['ids'];
          if (!Array.isArray(ids)) return undefined;
          const orders = ids.map((id: unknown) =>
            typeof id === 'string' ? toReference({ __typename: 'Order', id }) : undefined,
          );
          return orders.every((order) => order !== undefined && canRead(order)) ? orders : undefined;
        },
      },
    },
  },
  // Value objects without an id: merge partial selections instead of replacing them.
  Money: { merge: true },
  StockStatus: { merge: true },
  Promotion: { merge: true },
  // The store's one set of order e-mail switches: a saved answer replaces the read one.
  OrderStatusEmailSettings: { keyFields: [] },
};

/** A new cache with the app's rules: one per client, so one per browser tab or per server-rendered request. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes: possibleTypes.possibleTypes });
}
