import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLErrors, ServerError } from './errors';
import { httpTransport } from './http';

/** A fetch answering every GraphQL request with `body` (status 200 unless given), recording what was sent. */
function stubFetch(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const brandsQuery = 'query Brands($active: Boolean) { brands(active: $active) { id name } }';

describe('httpTransport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks queries by GET (cacheable by the server, a CDN or a proxy) with the header CSRF prevention accepts', async () => {
    const fetch = stubFetch({ data: { brands: [] } });

    const data = await httpTransport()({
      kind: 'query',
      operationName: 'Brands',
      query: brandsQuery,
      variables: { active: true },
    });

    expect(data).toEqual({ brands: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    const sent = new URL(url, 'https://tienda.pe');
    expect(sent.pathname).toBe('/graphql');
    expect(sent.searchParams.get('operationName')).toBe('Brands');
    expect(sent.searchParams.get('query')).toBe(brandsQuery);
    expect(JSON.parse(sent.searchParams.get('variables')!)).toEqual({ active: true });
    // Apollo Server lets a GET through when its content-type is not a "simple" one (a cross-site form cannot send it).
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
  });

  it('leaves out empty variables, so one query has one address', async () => {
    const fetch = stubFetch({ data: { storeSettings: null } });

    await httpTransport()({
      kind: 'query',
      operationName: 'StoreSettings',
      query: 'query StoreSettings { x }',
      variables: {},
    });

    expect(new URL(fetch.mock.calls[0]![0], 'https://tienda.pe').searchParams.has('variables')).toBe(false);
  });

  it('sends mutations by POST with a JSON body', async () => {
    const fetch = stubFetch({ data: { signOut: true } });

    await httpTransport()({
      kind: 'mutation',
      operationName: 'SignOut',
      query: 'mutation SignOut { signOut }',
      variables: {},
    });

    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'SignOut',
      query: 'mutation SignOut { signOut }',
      variables: {},
    });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns the answer’s errors into GraphQLErrors, even with an error status, and anything else into a ServerError', async () => {
    const request = { kind: 'query', operationName: 'Brands', query: brandsQuery, variables: {} } as const;

    stubFetch({ errors: [{ message: 'Consulta no válida', extensions: { code: 'BAD_USER_INPUT' } }] }, 400);
    const refused = await httpTransport()(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GraphQLErrors);
    expect((refused as GraphQLErrors).errors[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');

    stubFetch('<html>Bad gateway</html>', 502);
    await expect(httpTransport()(request)).rejects.toBeInstanceOf(ServerError);
  });
});
