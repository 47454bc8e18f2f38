import { firstPageDataKey } from '@esencia/domain/shared/first-page-data';
import { describe, expect, it, vi } from 'vitest';
import { PageAnswers } from './pageAnswers';
import { SignOutMutation } from '../auth/session.queries';
import { MyOrdersQuery, OrdersByIdsQuery } from '../orders/orders.queries';
import { orderFixture, orderId } from '../orders/orderFixtures';
import { BrandStripQuery } from '../pages/home/home.queries';
import { ProductDetailQuery } from '../pages/product-detail/product-detail.queries';
import { DataClient } from './client';
import { GraphQLErrors } from './errors';
import type { GraphQLRequest } from './http';

const INLINED_BRANDS = { brands: [{ __typename: 'Brand', id: 'b-1', name: 'Dior', logoUrl: null }] };
const SERVER_BRANDS = { brands: [{ __typename: 'Brand', id: 'b-2', name: 'Carolina Herrera', logoUrl: null }] };

/** A transport answering every request with `data` (or what `answer` returns), recording what it was asked. */
function server(answer: (request: GraphQLRequest) => Record<string, unknown> | Error) {
  return vi.fn(async (request: GraphQLRequest) => {
    const result = answer(request);
    if (result instanceof Error) throw result;
    return result;
  });
}

describe('DataClient', () => {
  it('keeps an answer: a cache-first query asks once, network-only asks again and shows the new answer to all', async () => {
    let answer = INLINED_BRANDS;
    const transport = server(() => answer);
    const client = new DataClient({ transport });

    expect((await client.query({ query: BrandStripQuery })).data).toEqual(INLINED_BRANDS);
    expect((await client.query({ query: BrandStripQuery })).data).toEqual(INLINED_BRANDS);
    expect(transport).toHaveBeenCalledTimes(1);

    answer = SERVER_BRANDS;
    expect((await client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' })).data).toEqual(SERVER_BRANDS);
    expect(client.readQuery({ query: BrandStripQuery })).toEqual(SERVER_BRANDS);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(transport.mock.calls[0]![0]).toMatchObject({ kind: 'query', operationName: 'BrandStrip', variables: {} });
  });

  it('shares one request among readers of the same query and variables, not of other variables', async () => {
    const transport = server(() => ({ product: null }));
    const client = new DataClient({ transport });

    await Promise.all([
      client.fetch(client.entry(ProductDetailQuery, { id: 'p-1' })),
      client.fetch(client.entry(ProductDetailQuery, { id: 'p-1' })),
      client.fetch(client.entry(ProductDetailQuery, { id: 'p-2' })),
    ]);

    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('gives a query the page’s inlined answer at its first read, before any request, once', async () => {
    const transport = server(() => SERVER_BRANDS);
    const pageAnswers = new PageAnswers({ [firstPageDataKey('BrandStrip', {})]: { data: INLINED_BRANDS } });
    const client = new DataClient({ transport, pageAnswers });

    expect(client.entry(BrandStripQuery).data).toEqual(INLINED_BRANDS);
    expect(client.entry(ProductDetailQuery, { id: 'p-1' }).data).toBeUndefined();
    expect(transport).not.toHaveBeenCalled();

    const refetched = await client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' });
    expect(refetched.data).toEqual(SERVER_BRANDS);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('keeps an error on the entry and rejects with it; GraphQL errors stay GraphQLErrors', async () => {
    const client = new DataClient({ transport: server(() => new GraphQLErrors([{ message: 'No autorizado' }])) });
    const entry = client.entry(BrandStripQuery);

    await expect(client.fetch(entry)).rejects.toBeInstanceOf(GraphQLErrors);
    expect(entry.error?.message).toBe('No autorizado');
    expect(entry.data).toBeUndefined();
  });

  it('a fresher copy of an order (polled, pushed or from a mutation) updates every list holding it', async () => {
    const id = orderId('live01');
    const pending = orderFixture({ id, status: 'PENDING', statusLabel: 'Pendiente' });
    const other = orderFixture({ id: orderId('quiet1') });
    const processing = { ...pending, status: 'PROCESSING' as const, statusLabel: 'En Proceso' };
    const transport = server((request) =>
      request.operationName === 'MyOrders'
        ? { __typename: 'Query', myOrders: [pending, other] }
        : { __typename: 'Query', ordersByIds: [processing] },
    );
    const client = new DataClient({ transport });
    const list = client.entry(MyOrdersQuery, { status: null });
    await client.fetch(list);
    const untouched = (list.data!['myOrders'] as unknown[])[1];

    await client.query({ query: OrdersByIdsQuery, variables: { ids: [id] }, fetchPolicy: 'network-only' });

    const orders = list.data!['myOrders'] as (typeof pending)[];
    expect(orders[0]).toMatchObject({ id, status: 'PROCESSING', statusLabel: 'En Proceso' });
    expect(orders[1]).toBe(untouched);

    client.writeEntity({ __typename: 'Order', id, hasReceipt: true, receiptUrl: '/files/r.webp' });
    expect((list.data!['myOrders'] as (typeof pending)[])[0]).toMatchObject({
      status: 'PROCESSING',
      hasReceipt: true,
      receiptUrl: '/files/r.webp',
      total: pending.total,
    });
  });

  it('resetStore forgets every answer, asks again for the watched ones and tells its listeners', async () => {
    let me: unknown = { __typename: 'Me', id: 'u-1' };
    const transport = server((request) => (request.operationName === 'BrandStrip' ? SERVER_BRANDS : { product: me }));
    const client = new DataClient({ transport });
    const watched = client.entry(BrandStripQuery);
    const forgotten = client.entry(ProductDetailQuery, { id: 'p-1' });
    await Promise.all([client.fetch(watched), client.fetch(forgotten)]);
    const stop = watched.subscribe(() => undefined);
    const listener = vi.fn();
    client.onReset(listener);
    me = null;

    await client.resetStore();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(watched.data).toEqual(SERVER_BRANDS);
    expect(forgotten.data).toBeUndefined();
    expect(transport).toHaveBeenCalledTimes(3);
    stop();
  });

  it('refreshAll asks again for what is on screen (keeping it meanwhile) and forgets the rest', async () => {
    let brands = INLINED_BRANDS;
    const transport = server((request) => (request.operationName === 'BrandStrip' ? brands : { product: null }));
    const client = new DataClient({ transport });
    const watched = client.entry(BrandStripQuery);
    await client.fetch(watched);
    await client.query({ query: ProductDetailQuery, variables: { id: 'p-1' } });
    const stop = watched.subscribe(() => undefined);
    brands = SERVER_BRANDS;

    const refreshing = client.refreshAll();
    expect(watched.data).toEqual(INLINED_BRANDS);
    await refreshing;

    expect(watched.data).toEqual(SERVER_BRANDS);
    expect(client.entry(ProductDetailQuery, { id: 'p-1' }).data).toBeUndefined();
    stop();
  });

  it('sends mutations as mutations and rejects on their GraphQL errors', async () => {
    const transport = server(() => new GraphQLErrors([{ message: 'Demasiados intentos' }]));
    const client = new DataClient({ transport });

    await expect(client.mutate({ mutation: SignOutMutation })).rejects.toThrow('Demasiados intentos');
    expect(transport.mock.calls[0]![0]).toMatchObject({ kind: 'mutation', operationName: 'SignOut' });
  });
});

describe('DataClient.query', () => {
  it('a failed query asked from code (a poll) leaves what the readers show as it was', async () => {
    let fail = false;
    const transport = server(() => (fail ? new Error('Failed to fetch') : SERVER_BRANDS));
    const client = new DataClient({ transport });
    const entry = client.entry(BrandStripQuery);
    await client.fetch(entry);
    fail = true;

    await expect(client.query({ query: BrandStripQuery, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Failed to fetch',
    );

    expect(entry.error).toBeUndefined();
    expect(entry.data).toEqual(SERVER_BRANDS);
  });
});
