import { createClient, type ExecutionResult, type RequestParams, type Sink } from 'graphql-sse';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useDataClient } from '../data';
import { operationOf } from '../data/document';
import { graphql } from '../gql';
import type { OrderFieldsFragment, OrderUpdatedSubscription } from '../gql/graphql';

/** Each change of the followed orders, pushed by the server as the pages' `OrderFields`. */
export const OrderUpdatedSubscriptionDocument = graphql(`
  subscription OrderUpdated($ids: [ID!]!) {
    orderUpdated(ids: $ids) {
      ...OrderFields
    }
  }
`);

/** What the hook needs of graphql-sse's client (distinct-connections mode: one stream per subscription). */
export interface OrderUpdatesClient {
  subscribe(
    request: RequestParams,
    sink: Sink<ExecutionResult<OrderUpdatedSubscription>>,
    on?: { connecting?: (reconnecting: boolean) => void; connected?: (reconnected: boolean) => void },
  ): () => void;
}

/** After the stream gave up (graphql-sse's own retries exhausted), the next try comes this much later. */
export const LIVE_RETRY_MS = 30_000;

/** The server's subscription stream (same origin, so the session cookie goes along). */
export const ORDER_STREAM_URL = '/graphql/stream';

let sharedClient: OrderUpdatesClient | null = null;
function defaultClient(): OrderUpdatesClient {
  sharedClient ??= createClient({ url: ORDER_STREAM_URL, credentials: 'same-origin' });
  return sharedClient;
}

/** Lets tests (and stories) give every order page a fake stream instead of the server's. */
export const OrderUpdatesClientContext = createContext<OrderUpdatesClient | null>(null);

export interface UseOrderUpdatesOptions {
  /** The stream client; by default the context's, else one shared client of `/graphql/stream`. */
  readonly client?: OrderUpdatesClient;
  /** Called with each order the server pushes, once it is in the cache (e.g. to compare and toast). */
  readonly onUpdate?: (order: OrderFieldsFragment) => void;
}

export interface OrderUpdates {
  /**
   * The live channel is connected: changes arrive as they happen. The pages keep the spec's 15 s polling
   * either way (docs/product-decisions.md); this tells whether updates are instant.
   */
  readonly live: boolean;
}

/**
 * Follows the given orders live: subscribes to `orderUpdated(ids)` over Server-Sent Events and writes
 * each pushed order into the data client's kept answers, so the pages showing it re-render. Resubscribes when the set
 * of ids changes, and some time after the stream gives up; nothing is subscribed for no ids.
 */
export function useOrderUpdates(ids: readonly string[], options: UseOrderUpdatesOptions = {}): OrderUpdates {
  const data = useDataClient();
  const contextClient = useContext(OrderUpdatesClientContext);
  const client = options.client ?? contextClient;
  const key = [...new Set(ids)].sort().join(' ');
  const [live, setLive] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onUpdate = useRef(options.onUpdate);
  useEffect(() => {
    onUpdate.current = options.onUpdate;
  });

  useEffect(() => {
    if (!key) return undefined;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const { text: query } = operationOf(OrderUpdatedSubscriptionDocument);
    const unsubscribe = (client ?? defaultClient()).subscribe(
      { operationName: 'OrderUpdated', query, variables: { ids: key.split(' ') } },
      {
        next: (result) => {
          const order = result.data?.orderUpdated;
          if (!active || !order || result.errors?.length) return;
          data.writeEntity(order);
          onUpdate.current?.(order);
        },
        error: () => {
          if (!active) return;
          setLive(false);
          retry = setTimeout(() => setAttempt((n) => n + 1), LIVE_RETRY_MS);
        },
        complete: () => {
          if (active) setLive(false);
        },
      },
      {
        connecting: () => {
          if (active) setLive(false);
        },
        connected: () => {
          if (active) setLive(true);
        },
      },
    );
    return () => {
      active = false;
      clearTimeout(retry);
      unsubscribe();
      setLive(false);
    };
  }, [data, client, key, attempt]);

  return { live: key ? live : false };
}
