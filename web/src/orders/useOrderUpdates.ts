import { createClient, type ExecutionResult, type RequestParams, type Sink } from 'graphql-sse';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { print } from '@apollo/client/utilities';
import { OrderFieldsFragmentDoc, type OrderFieldsFragment } from './orderFields.generated';
import { OrderUpdatedDocument, type OrderUpdatedSubscription } from './orderUpdates.generated';

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
 * each pushed order into Apollo's cache (`Order:{id}`), so every page and list showing it re-renders. Resubscribes when the set
 * of ids changes, and some time after the stream gives up; nothing is subscribed for no ids.
 */
export function useOrderUpdates(ids: readonly string[], options: UseOrderUpdatesOptions = {}): OrderUpdates {
  const apollo = useApolloClient();
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
    // As Apollo sends its own operations: with `__typename` in every selection, so the cache can normalize each order.
    const query = print(apollo.cache.transformDocument(OrderUpdatedDocument));
    const unsubscribe = (client ?? defaultClient()).subscribe(
      { operationName: 'OrderUpdated', query, variables: { ids: key.split(' ') } },
      {
        next: (result) => {
          const order = result.data?.orderUpdated;
          if (!active || !order || result.errors?.length) return;
          apollo.cache.writeFragment({
            id: apollo.cache.identify(order),
            fragment: OrderFieldsFragmentDoc,
            fragmentName: 'OrderFields',
            data: order,
          });
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
  }, [apollo, client, key, attempt]);

  return { live: key ? live : false };
}
