import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import type { DataClient } from '../data';
import possibleTypes from '../gql/possible-types';

const typePolicies: TypePolicies = {
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
