import { GraphQLErrors, ServerError, type GraphQLErrorEntry } from './errors';
import type { OperationKind } from './document';

/** One operation as it goes to the server. */
export interface GraphQLRequest {
  readonly kind: OperationKind;
  readonly operationName: string;
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
}

/** How the client sends an operation and gets its `data` (or throws GraphQLErrors / another error). */
export type Transport = (request: GraphQLRequest) => Promise<Record<string, unknown>>;

/**
 * The storefront's transport: the same-origin `/graphql`, queries by GET (so the server's response cache, a CDN or
 * a reverse proxy can answer anonymous catalogue reads; revalidated by ETag) and mutations by POST. Both carry
 * `content-type: application/json`, which satisfies the server's CSRF prevention. The session is an HttpOnly
 * cookie the browser sends by itself on same-origin requests; no token is ever stored or read by the app.
 */
export function httpTransport(uri = '/graphql'): Transport {
  return async ({ kind, operationName, query, variables }) => {
    const headers = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    };
    const response =
      kind === 'query'
        ? await fetch(getUrl(uri, operationName, query, variables), {
            method: 'GET',
            headers,
            credentials: 'same-origin',
          })
        : await fetch(uri, {
            method: 'POST',
            headers,
            credentials: 'same-origin',
            body: JSON.stringify({ operationName, query, variables }),
          });
    return dataOf(response);
  };
}

function getUrl(uri: string, operationName: string, query: string, variables: Readonly<Record<string, unknown>>) {
  const params = new URLSearchParams({ query, operationName });
  if (Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
  return `${uri}${uri.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** The answer's `data`; its GraphQL errors as GraphQLErrors (even on an HTTP error status); anything else thrown. */
async function dataOf(response: Response): Promise<Record<string, unknown>> {
  let body: { data?: Record<string, unknown> | null; errors?: GraphQLErrorEntry[] } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new ServerError(response.status, `Respuesta no válida del servidor (${response.status})`);
  }
  if (body?.errors?.length) throw new GraphQLErrors(body.errors);
  if (!response.ok || !body?.data) throw new ServerError(response.status);
  return body.data;
}
