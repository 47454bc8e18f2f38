import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignOutDocument } from '../auth/session.generated';
import { myOrderPageFixture, orderFixture, orderId } from '../orders/orderFixtures';
import { MyOrdersDocument, OrderDocument, OrdersByIdsDocument } from '../orders/orders.generated';
import { BrandStripDocument } from '../pages/home/home.generated';
import { brandStripPageFixture } from '../test/fixtures';
import { createApolloClient } from './client';

/** A fetch answering every GraphQL request with `data`, recording what the client sent. */
function stubFetch(data: Record<string, unknown>) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the web’s Apollo client', () => {
  it('asks queries by GET (cacheable by the server, a CDN or a proxy) with the header CSRF prevention accepts, and sends mutations by POST', async () => {
    const fetch = stubFetch({ ...brandStripPageFixture([]), signOut: true });
    const client = createApolloClient();

    await client.query({ query: BrandStripDocument });
    await client.mutate({ mutation: SignOutDocument });

    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    const sent = new URL(url, 'https://tienda.pe');
    expect(sent.pathname).toBe('/graphql');
    expect(sent.searchParams.get('operationName')).toBe('BrandStrip');
    expect(sent.searchParams.get('query')).toMatch(/^query BrandStrip \{/);
    // Apollo Server lets a GET through when its content-type is not a "simple" one (a cross-site form cannot
    // send it): the response cache checks the same rule (src/interface/http/response-cache.ts).
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
    const [, post] = fetch.mock.calls[1]!;
    expect(post?.method).toBe('POST');
    expect(JSON.parse(String(post?.body))).toMatchObject({ operationName: 'SignOut' });
  });

  it('each call makes its own cache: nothing is shared between clients (one per tab, one per server-rendered request)', async () => {
    stubFetch(brandStripPageFixture([{ id: 'b-1', name: 'Dior', logoUrl: null }]));
    const first = createApolloClient();
    await first.query({ query: BrandStripDocument });

    expect(first.cache.extract()).not.toEqual({});
    expect(createApolloClient().cache.extract()).toEqual({});
  });
});

describe('answers that arrive late', () => {
  const id = orderId('live01');
  const pending = orderFixture({ id, status: 'PENDING', statusLabel: 'Pendiente' });
  const processing = {
    ...pending,
    status: 'PROCESSING' as const,
    statusLabel: 'En Proceso',
    updatedAt: '2025-11-20T15:45:00.000Z',
  };

  /** The client over mocked answers, each after its own delay (ms). */
  const clientOver = (mocks: MockLink.MockedResponse[]) => createApolloClient({ transport: new MockLink(mocks) });

  it('a poll answering after sign-out (the store cleared) never brings the old account’s data back', async () => {
    vi.useFakeTimers();
    const client = clientOver([
      {
        request: { query: OrdersByIdsDocument, variables: { ids: [id] } },
        result: { data: { ordersByIds: [pending] } },
        delay: 1_000,
      },
    ]);
    const poll = client.query({ query: OrdersByIdsDocument, variables: { ids: [id] }, fetchPolicy: 'network-only' });
    poll.catch(() => undefined);

    await client.clearStore();
    await vi.advanceTimersByTimeAsync(1_100);

    await expect(poll).rejects.toThrow();
    expect(client.readQuery({ query: OrdersByIdsDocument, variables: { ids: [id] } })).toBeNull();
    expect(client.cache.extract()).toEqual({});
  });

  it('two overlapping polls of one query are one request, so an older answer cannot follow a newer one', async () => {
    vi.useFakeTimers();
    const sent = vi.fn();
    const client = createApolloClient({
      transport: new ApolloLink(
        (operation) =>
          new Observable((observer) => {
            sent(operation.operationName);
            setTimeout(() => {
              observer.next({ data: { order: processing } });
              observer.complete();
            }, 1_000);
          }),
      ),
    });
    const options = { query: OrderDocument, variables: { id }, fetchPolicy: 'network-only' } as const;

    const first = client.query(options);
    await vi.advanceTimersByTimeAsync(500);
    const second = client.query(options);
    await vi.advanceTimersByTimeAsync(1_100);

    expect(sent).toHaveBeenCalledTimes(1);
    expect((await first).data?.order?.status).toBe('PROCESSING');
    expect((await second).data?.order?.status).toBe('PROCESSING');
  });

  it('an answer holding an older copy of an order than the cache (by updatedAt) does not take it back; a newer one updates every list holding it', async () => {
    vi.useFakeTimers();
    const completed = {
      ...processing,
      status: 'COMPLETED' as const,
      statusLabel: 'Completada',
      updatedAt: '2025-11-20T16:00:00.000Z',
    };
    const client = clientOver([
      {
        request: { query: MyOrdersDocument, variables: {} },
        result: { data: myOrderPageFixture([pending]) },
        delay: 0,
      },
      // Read by the server before the order moved on, answered after the newer copy reached the cache.
      {
        request: { query: OrdersByIdsDocument, variables: { ids: [id] } },
        result: { data: { ordersByIds: [pending] } },
        delay: 2_000,
      },
      { request: { query: OrderDocument, variables: { id } }, result: { data: { order: processing } }, delay: 100 },
      { request: { query: OrderDocument, variables: { id } }, result: { data: { order: completed } }, delay: 100 },
    ]);
    const loaded = client.query({ query: MyOrdersDocument, variables: {} });
    await vi.advanceTimersByTimeAsync(10);
    await loaded;

    const older = client.query({ query: OrdersByIdsDocument, variables: { ids: [id] }, fetchPolicy: 'network-only' });
    const newer = client.query({ query: OrderDocument, variables: { id }, fetchPolicy: 'network-only' });
    await vi.advanceTimersByTimeAsync(2_100);
    await Promise.all([older, newer]);

    const list = () => client.readQuery({ query: MyOrdersDocument, variables: {} })?.myOrderPage.items[0];
    expect(list()).toMatchObject({ id, status: 'PROCESSING', statusLabel: 'En Proceso' });
    expect((await older).data?.ordersByIds[0]).toMatchObject({ status: 'PROCESSING' });

    const latest = client.query({ query: OrderDocument, variables: { id }, fetchPolicy: 'network-only' });
    await vi.advanceTimersByTimeAsync(200);
    await latest;
    expect(list()).toMatchObject({ status: 'COMPLETED', statusLabel: 'Completada' });
  });
});
