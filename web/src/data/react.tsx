import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { DataClient, FetchPolicy, QueryEntry } from './client';
import { queryOf, type Document } from './document';

const DataClientContext = createContext<DataClient | null>(null);

/** Makes `client` the one the hooks below use. */
export function DataProvider({ client, children }: { readonly client: DataClient; readonly children: ReactNode }) {
  return <DataClientContext value={client}>{children}</DataClientContext>;
}

/** The storefront's GraphQL client. Must be used inside <DataProvider>. */
export function useDataClient(): DataClient {
  const client = useContext(DataClientContext);
  if (!client) throw new Error('useDataClient debe usarse dentro de <DataProvider>');
  return client;
}

export interface QueryOptions<Variables> {
  readonly variables?: Variables;
  /** Nothing is asked or shown while true. */
  readonly skip?: boolean;
  readonly fetchPolicy?: FetchPolicy;
}

export interface QueryResult<Result> {
  /** The answer; undefined while the first one loads, after an error, or when skipped. */
  readonly data: Result | undefined;
  /** The answer shown before the current one (e.g. the last page while the next loads). */
  readonly previousData: Result | undefined;
  /** True while the server is being asked, a refetch included. */
  readonly loading: boolean;
  readonly error: Error | undefined;
  /** Asks the server again; rejects with the error, which the result also shows. */
  readonly refetch: () => Promise<{ data: Result }>;
}

const noSubscription = () => () => undefined;

/** Runs a query while the component is mounted, and renders again with each answer (see FetchPolicy). */
export function useQuery<Result, Variables>(
  document: DocumentTypeDecoration<Result, Variables>,
  options: QueryOptions<Variables> = {},
): QueryResult<Result> {
  const client = useDataClient();
  const { skip = false, fetchPolicy = 'cache-first' } = options;
  const { key } = queryOf(document as Document, options.variables);

  // The entry changes with the query, its variables, skip or the policy; nothing else.
  const entry = useMemo<QueryEntry | undefined>(
    () =>
      skip
        ? undefined
        : fetchPolicy === 'no-cache'
          ? client.detachedEntry(document, options.variables)
          : client.entry(document, options.variables),
    // `key` stands for the document and its variables.
    [client, key, skip, fetchPolicy],
  );
  // The answers the entry had when this reader started: `network-only` shows only later ones.
  const startedAt = useMemo(() => entry?.completed ?? 0, [entry]);
  useSyncExternalStore(entry?.subscribe ?? noSubscription, () => entry?.version ?? -1);

  useEffect(() => {
    if (!entry) return;
    if (fetchPolicy === 'cache-first' && entry.data !== undefined) return;
    // A failure shows through the entry; the promise's rejection has no one else to tell.
    client.fetch(entry).catch(() => undefined);
  }, [client, entry, fetchPolicy]);

  const visible = entry !== undefined && (fetchPolicy !== 'network-only' || entry.completed > startedAt);
  const error = visible ? entry.error : undefined;
  const data = visible && !error ? (entry.data as Result | undefined) : undefined;
  const loading = entry !== undefined && (entry.inFlight !== undefined || (data === undefined && error === undefined));

  const seen = useRef<{ last: Result | undefined; before: Result | undefined }>({ last: undefined, before: undefined });
  if (data !== undefined && data !== seen.current.last) {
    seen.current = { last: data, before: seen.current.last };
  }
  const previousData = data !== undefined ? seen.current.before : seen.current.last;

  const refetch = useCallback(async (): Promise<{ data: Result }> => {
    if (!entry) return { data: undefined as Result };
    return { data: (await client.fetch(entry)) as Result };
  }, [client, entry]);

  return { data, previousData, loading, error, refetch };
}

export interface MutationState<Result> {
  readonly loading: boolean;
  readonly data: Result | undefined;
  readonly error: Error | undefined;
}

/** A function that runs the mutation (rejecting on a failed request or GraphQL errors), and its last state. */
export function useMutation<Result, Variables>(
  document: DocumentTypeDecoration<Result, Variables>,
): [(options?: { readonly variables?: Variables }) => Promise<{ data: Result }>, MutationState<Result>] {
  const client = useDataClient();
  const [state, setState] = useState<MutationState<Result>>({ loading: false, data: undefined, error: undefined });
  const mutate = useCallback(
    async (options: { readonly variables?: Variables } = {}) => {
      setState((current) => ({ ...current, loading: true, error: undefined }));
      try {
        const result = await client.mutate({ mutation: document, variables: options.variables });
        setState({ loading: false, data: result.data, error: undefined });
        return result;
      } catch (reason) {
        setState({ loading: false, data: undefined, error: reason as Error });
        throw reason;
      }
    },
    [client, document],
  );
  return [mutate, state];
}
