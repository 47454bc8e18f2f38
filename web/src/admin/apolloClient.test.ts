import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataClient } from '../data';
import { createAdminApolloClient } from './apolloClient';

/** A fetch answering every GraphQL request with `data`, recording what the client sent. */
function stubFetch(data: Record<string, unknown>) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const BRANDS = gql`
  query AdminBrandsProbe {
    adminBrands {
      id
      name
    }
  }
`;

describe('createAdminApolloClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks queries by GET and sends mutations by POST, with the header CSRF prevention accepts', async () => {
    const fetch = stubFetch({ adminBrands: [] });
    const client = createAdminApolloClient(new DataClient({ transport: vi.fn() }));

    await client.query({ query: BRANDS });
    await client.mutate({
      mutation: gql`
        mutation SignOut {
          signOut
        }
      `,
    });

    const [getUrl, getInit] = fetch.mock.calls[0]!;
    expect(getInit?.method).toBe('GET');
    expect(new URL(getUrl, 'https://tienda.pe').searchParams.get('operationName')).toBe('AdminBrandsProbe');
    expect(new Headers(getInit?.headers).get('content-type')).toBe('application/json');
    expect(fetch.mock.calls[1]![1]?.method).toBe('POST');
  });

  it('after each admin mutation the storefront’s client asks again for what it shows; queries do not', async () => {
    stubFetch({ adminBrands: [], updateBrand: null });
    const storefront = new DataClient({ transport: vi.fn() });
    const refreshAll = vi.spyOn(storefront, 'refreshAll').mockResolvedValue();
    const client = createAdminApolloClient(storefront);

    await client.query({ query: BRANDS });
    expect(refreshAll).not.toHaveBeenCalled();

    await client.mutate({
      mutation: gql`
        mutation UpdateBrand {
          updateBrand
        }
      `,
    });
    expect(refreshAll).toHaveBeenCalledTimes(1);
  });

  it('forgets what it kept when the storefront’s client is reset (signing out)', async () => {
    stubFetch({ adminBrands: [{ __typename: 'AdminBrand', id: 'b-1', name: 'Dior' }] });
    const storefront = new DataClient({ transport: vi.fn() });
    const client = createAdminApolloClient(storefront);
    await client.query({ query: BRANDS });
    expect(client.cache.extract()).not.toEqual({});

    await storefront.resetStore();

    await vi.waitFor(() => expect(client.cache.extract()).toEqual({}));
  });
});
