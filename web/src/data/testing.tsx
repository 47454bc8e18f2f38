/**
 * Test support (imported by tests only): a DataClient whose answers are mocks in the shape Apollo's MockedProvider
 * took (`request: { query, variables }`, then `result`, `error`, `delay`, `maxUsageCount`), so every test keeps
 * its mocks. Each mock answers once (or `maxUsageCount` times), after `delay` ms (20 by default, on the timers the
 * test runs); a request no mock matches is warned about and fails, as it did with Apollo.
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { useState, type ReactNode } from 'react';
import { DataClient } from './client';
import { queryOf, type Document } from './document';
import { GraphQLErrors, type GraphQLErrorEntry } from './errors';
import type { GraphQLRequest, Transport } from './http';
import { DataProvider } from './react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mocks are written as loosely as Apollo's were
type Loose = Record<string, any>;

export interface MockedResult {
  readonly data?: Loose | null;
  readonly errors?: readonly GraphQLErrorEntry[];
}

export interface MockedResponse {
  readonly request: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any generated document
    readonly query: DocumentTypeDecoration<any, any>;
    /** Exactly these variables (undefined values left out), or a test of them; none means no variables. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test of the variables takes them as its query types them
    readonly variables?: Loose | ((variables: any) => boolean);
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  readonly result?: MockedResult | ((variables: any) => MockedResult);
  /** The request fails with this error (a network failure). */
  readonly error?: Error;
  /** Milliseconds before answering; Infinity never answers. */
  readonly delay?: number;
  readonly maxUsageCount?: number;
}

/** The default wait of a mock: asynchronous like a server, and short. */
export const MOCK_DELAY_MS = 20;

/** Whether a mock is for the storefront's client (a query's text) rather than the admin's Apollo (a parsed document). */
export function isDataMock(mock: { readonly request: { readonly query: unknown } }): mock is MockedResponse {
  const { query } = mock.request;
  return typeof query === 'string' || query instanceof String;
}

/** A transport answering from `mocks`, in order, each as many times as it allows. */
export function mockTransport(mocks: readonly MockedResponse[]): Transport {
  const pending = mocks.map((mock) => ({ mock, uses: mock.maxUsageCount ?? 1 }));
  return (request: GraphQLRequest) => {
    const index = pending.findIndex(({ mock }) => matches(mock, request));
    if (index < 0) {
      const message = `No more mocked responses for the query: ${request.operationName}\nRequest variables: ${JSON.stringify(request.variables)}`;
      console.warn(message);
      return Promise.reject(new Error(message));
    }
    const found = pending[index]!;
    found.uses -= 1;
    if (found.uses <= 0) pending.splice(index, 1);
    const { mock } = found;
    const delay = mock.delay ?? MOCK_DELAY_MS;
    if (delay === Infinity) return new Promise<never>(() => undefined);
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (mock.error) {
          reject(mock.error);
          return;
        }
        const result = typeof mock.result === 'function' ? mock.result(request.variables) : mock.result;
        if (result?.errors?.length) reject(new GraphQLErrors(result.errors));
        else if (result?.data) resolve(JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>);
        else reject(new Error(`El mock de ${request.operationName} no tiene result, error ni delay Infinity`));
      }, delay);
    });
  };
}

function matches(mock: MockedResponse, request: GraphQLRequest): boolean {
  const { variables } = mock.request;
  const mocked = queryOf(mock.request.query as Document, typeof variables === 'function' ? {} : variables);
  if (mocked.operation.name !== request.operationName || mocked.operation.kind !== request.kind) return false;
  if (typeof variables === 'function') return variables(request.variables);
  return mocked.key === queryOf(mock.request.query as Document, request.variables).key;
}

/** A client answering from `mocks`. */
export function createMockDataClient(mocks: readonly MockedResponse[]): DataClient {
  return new DataClient({ transport: mockTransport(mocks) });
}

/** Provides a client answering from `mocks` (what MockedProvider was for Apollo). */
export function MockedDataProvider({
  mocks,
  children,
}: {
  readonly mocks: readonly MockedResponse[];
  readonly children: ReactNode;
}) {
  const [client] = useState(() => createMockDataClient(mocks));
  return <DataProvider client={client}>{children}</DataProvider>;
}
