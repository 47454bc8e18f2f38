import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { ApolloLink } from '@apollo/client';
import { throwError } from 'rxjs';
import { createApolloClient } from '../apollo/client';
import type { OrderFieldsFragment } from './orderFields.generated';
import type { OrderUpdatedSubscription } from './orderUpdates.generated';
import { orderFixture, orderId } from './orderFixtures';
import { OrderDocument } from './orders.generated';
import { LIVE_RETRY_MS, OrderUpdatesClientContext, useOrderUpdates, type OrderUpdatesClient } from './useOrderUpdates';

type Subscribe = OrderUpdatesClient['subscribe'];
type Call = {
  request: Parameters<Subscribe>[0];
  sink: Parameters<Subscribe>[1];
  on: NonNullable<Parameters<Subscribe>[2]>;
  unsubscribed: boolean;
};

/** graphql-sse's client as the test drives it: every subscription is recorded, and the test plays the server. */
function fakeClient() {
  const calls: Call[] = [];
  const client: OrderUpdatesClient = {
    subscribe(request, sink, on = {}) {
      const call: Call = { request, sink, on, unsubscribed: false };
      calls.push(call);
      return () => {
        call.unsubscribed = true;
      };
    },
  };
  const last = () => calls[calls.length - 1]!;
  return { client, calls, last };
}

/** The app's client with no network: only what the page had loaded (each test writes it). */
function dataWithOrder(order: OrderFieldsFragment) {
  const data = createApolloClient({ transport: new ApolloLink(() => throwError(() => new Error('sin red'))) });
  data.writeQuery({ query: OrderDocument, variables: { id: order.id }, data: { order } });
  return data;
}

const wrapper =
  (data: ApolloClient, client?: OrderUpdatesClient) =>
  ({ children }: { children: ReactNode }) =>
    createElement(ApolloProvider, {
      client: data,
      children: client ? createElement(OrderUpdatesClientContext, { value: client }, children) : children,
    });

const pushed = (order: OrderFieldsFragment) =>
  ({ data: { orderUpdated: order } }) as {
    data: OrderUpdatedSubscription;
  };

afterEach(() => {
  vi.useRealTimers();
});

describe('useOrderUpdates', () => {
  const id = orderId('live01');

  it('subscribes once to orderUpdated with the distinct ids, asking for __typename so the client can tell the order in every answer', () => {
    const { client, calls } = fakeClient();
    const data = dataWithOrder(orderFixture({ id }));

    renderHook(() => useOrderUpdates([id, orderId('live02'), id]), { wrapper: wrapper(data, client) });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.operationName).toBe('OrderUpdated');
    expect(calls[0]!.request.variables).toEqual({ ids: [id, orderId('live02')] });
    expect(calls[0]!.request.query).toContain('orderUpdated(ids: $ids)');
    expect(calls[0]!.request.query).toContain('fragment OrderFields on Order');
    expect(calls[0]!.request.query).toContain('__typename');
  });

  it('is live only between connected and the next reconnection or failure', () => {
    const { client, last } = fakeClient();
    const data = dataWithOrder(orderFixture({ id }));
    const { result } = renderHook(() => useOrderUpdates([id]), { wrapper: wrapper(data, client) });

    expect(result.current.live).toBe(false);
    act(() => last().on.connecting?.(false));
    expect(result.current.live).toBe(false);
    act(() => last().on.connected?.(false));
    expect(result.current.live).toBe(true);
    act(() => last().on.connecting?.(true));
    expect(result.current.live).toBe(false);
    act(() => last().on.connected?.(true));
    expect(result.current.live).toBe(true);
    act(() => last().sink.complete());
    expect(result.current.live).toBe(false);
  });

  it('writes each pushed order into Apollo’s cache, so the page showing it re-renders, and tells onUpdate', async () => {
    const { client, last } = fakeClient();
    const data = dataWithOrder(orderFixture({ id, status: 'PENDING' }));
    const onUpdate = vi.fn();
    const { result } = renderHook(
      () => {
        useOrderUpdates([id], { onUpdate });
        return useQuery(OrderDocument, { variables: { id }, fetchPolicy: 'cache-only' }).data?.order;
      },
      { wrapper: wrapper(data, client) },
    );
    expect(result.current?.statusLabel).toBe('Pendiente');

    const processing = orderFixture({
      id,
      status: 'PROCESSING',
      statusLabel: 'En Proceso',
      paymentLink: 'https://pago.izipay.pe/x',
    });
    act(() => last().sink.next(pushed(processing)));

    expect(data.readQuery({ query: OrderDocument, variables: { id } })?.order).toMatchObject({ status: 'PROCESSING' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'PROCESSING', statusLabel: 'En Proceso' }));
    expect(result.current?.paymentLink).toBe('https://pago.izipay.pe/x');
    expect(onUpdate).toHaveBeenCalledWith(processing);
  });

  it('ignores an event that carries errors (e.g. an id that is not an order) and keeps the stream', () => {
    const { client, last } = fakeClient();
    const data = dataWithOrder(orderFixture({ id, status: 'PENDING' }));
    const onUpdate = vi.fn();
    const { result } = renderHook(
      () => {
        const updates = useOrderUpdates([id], { onUpdate });
        const order = useQuery(OrderDocument, { variables: { id }, fetchPolicy: 'cache-only' }).data?.order;
        return { updates, order };
      },
      { wrapper: wrapper(data, client) },
    );
    act(() => last().on.connected?.(false));

    act(() =>
      last().sink.next({
        data: null as unknown as OrderUpdatedSubscription,
        errors: [{ message: 'Pedido no encontrado' }] as never,
      }),
    );

    expect(onUpdate).not.toHaveBeenCalled();
    expect(result.current.order?.status).toBe('PENDING');
    expect(result.current.updates.live).toBe(true);
    expect(last().unsubscribed).toBe(false);
  });

  it('resubscribes when the followed ids change and unsubscribes on unmount', () => {
    const { client, calls } = fakeClient();
    const data = dataWithOrder(orderFixture({ id }));
    const other = orderId('live02');
    const { rerender, unmount } = renderHook(({ ids }) => useOrderUpdates(ids), {
      wrapper: wrapper(data, client),
      initialProps: { ids: [id] },
    });

    rerender({ ids: [id] }); // same ids (a new array): nothing changes
    expect(calls).toHaveLength(1);
    rerender({ ids: [other, id] });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.unsubscribed).toBe(true);
    expect(calls[1]!.request.variables).toEqual({ ids: [other, id].sort() });

    unmount();
    expect(calls[1]!.unsubscribed).toBe(true);
  });

  it('subscribes to nothing and is not live when there are no orders to follow', () => {
    const { client, calls } = fakeClient();
    const data = dataWithOrder(orderFixture({ id }));

    const { result } = renderHook(() => useOrderUpdates([]), { wrapper: wrapper(data, client) });

    expect(calls).toHaveLength(0);
    expect(result.current.live).toBe(false);
  });

  it('after the stream gives up, is not live and tries again 30 s later', () => {
    vi.useFakeTimers();
    const { client, calls, last } = fakeClient();
    const data = dataWithOrder(orderFixture({ id }));
    const { result } = renderHook(() => useOrderUpdates([id]), { wrapper: wrapper(data, client) });
    act(() => last().on.connected?.(false));

    act(() => last().sink.error(new Error('network')));
    expect(result.current.live).toBe(false);
    act(() => {
      vi.advanceTimersByTime(LIVE_RETRY_MS - 1);
    });
    expect(calls).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });

    expect(calls).toHaveLength(2);
    expect(calls[0]!.unsubscribed).toBe(true);
    act(() => last().on.connected?.(true));
    expect(result.current.live).toBe(true);
  });

  it('takes the client given in its options over the context one', () => {
    const fromContext = fakeClient();
    const fromOptions = fakeClient();
    const data = dataWithOrder(orderFixture({ id }));

    renderHook(() => useOrderUpdates([id], { client: fromOptions.client }), {
      wrapper: wrapper(data, fromContext.client),
    });

    expect(fromOptions.calls).toHaveLength(1);
    expect(fromContext.calls).toHaveLength(0);
  });
});
