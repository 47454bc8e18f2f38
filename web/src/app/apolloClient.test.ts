import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apolloClient';

/** A fetch answering every GraphQL request with `data`, recording what the client sent. */
function stubFetch(data: Record<string, unknown>) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('createApolloClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks queries by GET (cacheable by the server, a CDN or a proxy) with the header CSRF prevention accepts', async () => {
    const fetch = stubFetch({ brands: [{ __typename: 'Brand', id: 'b-1', name: 'Lattafa' }] });
    const client = createApolloClient();

    await client.query({
      query: gql`
        query Brands($active: Boolean) {
          brands(active: $active) {
            id
            name
          }
        }
      `,
      variables: { active: true },
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    const sent = new URL(url, 'https://tienda.pe');
    expect(sent.pathname).toBe('/graphql');
    expect(sent.searchParams.get('operationName')).toBe('Brands');
    expect(sent.searchParams.get('query')).toContain('brands(active: $active)');
    expect(JSON.parse(sent.searchParams.get('variables')!)).toEqual({ active: true });
    // Apollo Server lets a GET through when its content-type is not a "simple" one (a cross-site form cannot send it).
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends mutations by POST with a JSON body', async () => {
    const fetch = stubFetch({ signOut: true });
    const client = createApolloClient();

    await client.mutate({
      mutation: gql`
        mutation SignOut {
          signOut
        }
      `,
    });

    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'SignOut' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });
});
