import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type FieldReadFunction,
  type TypePolicies,
} from '@apollo/client';
import possibleTypes from '../gql/possible-types';
import { fillCacheFromPage, firstPageDataLink, PageAnswers, readFirstPageData } from './firstPageData';

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
 * The storefront's client: the same-origin `/graphql`, queries by GET (so the server's response cache, a CDN or a
 * reverse proxy can answer anonymous catalogue reads; revalidated by ETag) and mutations by POST. Both carry
 * `content-type: application/json`, which satisfies the server's CSRF prevention.
 * The session is an HttpOnly cookie the browser sends by itself on same-origin requests; no token is
 * ever stored or read by the app.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  // First the answers that came inside the page's HTML (each used once, by the cache or the link), then the network.
  const answers = new PageAnswers(readFirstPageData());
  return new ApolloClient({
    link: ApolloLink.from([
      firstPageDataLink(answers),
      new HttpLink({ uri, credentials: 'same-origin', useGETForQueries: true }),
    ]),
    cache: fillCacheFromPage(createCache(), answers),
  });
}
