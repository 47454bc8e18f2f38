import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type FieldReadFunction,
  type TypePolicies,
} from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import type { DataClient } from '../data';
import possibleTypes from '../gql/possible-types';

/**
 * Serves `product(id)`, `brand(id)` and `category(id)` straight from entities already in the
 * cache (e.g. loaded by a list), falling back to the network when the entity is unknown.
 */
function readEntityById(typename: 'Product' | 'Brand' | 'Category'): FieldReadFunction {
  return (existing, { args, toReference, canRead }) => {
    if (existing !== undefined) return existing;
    const id = args?.['id'];
    if (typeof id !== 'string') return undefined;
    const reference = toReference({ __typename: typename, id });
    return reference && canRead(reference) ? reference : undefined;
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      product: { read: readEntityById('Product') },
      brand: { read: readEntityById('Brand') },
      category: { read: readEntityById('Category') },
    },
  },
  // Value objects without an id: merge partial selections instead of replacing them.
  Money: { merge: true },
  StockStatus: { merge: true },
  Promotion: { merge: true },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes: possibleTypes.possibleTypes });
}

/**
 * The admin's client (loaded only by admin routes; the storefront has its own small one, ADR 0010): the
 * same-origin `/graphql`, queries by GET and mutations by POST, both with `content-type: application/json` (which
 * satisfies the server's CSRF prevention); the session is the HttpOnly cookie the browser sends by itself.
 * After each of its mutations the storefront's client asks again for what it shows and forgets the rest (an
 * admin's save changes prices, stock, settings…), and signing out (the storefront's resetStore) clears this cache.
 */
export function createAdminApolloClient(storefront: DataClient, uri = '/graphql'): ApolloClient {
  const afterMutations = new ApolloLink((operation, forward) =>
    operation.operationType === OperationTypeNode.MUTATION
      ? forward(operation).pipe(tap({ complete: () => void storefront.refreshAll() }))
      : forward(operation),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([afterMutations, new HttpLink({ uri, credentials: 'same-origin', useGETForQueries: true })]),
    cache: createCache(),
  });
  storefront.onReset(() => void client.clearStore());
  return client;
}
