import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { PageAnswers } from './pageAnswers';
import { queryOf, type Document, type Operation, type Query } from './document';
import { entitiesIn, withEntities } from './entities';
import type { GraphQLRequest, Transport } from './http';

/**
 * - `cache-first` (the default): a kept answer is used; the server is asked only when there is none.
 * - `cache-and-network`: the kept answer shows at once and the server is asked again.
 * - `network-only`: the server is asked each time the query starts; nothing kept is shown before its answer.
 * - `no-cache`: the server is asked and the answer is kept by nobody else.
 */
export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only' | 'no-cache';

type Data = Record<string, unknown>;
// Generated documents carry their result and variables types; the client works with any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the variance of a document's types is not ours
type AnyDocument = DocumentTypeDecoration<any, any>;

/** One query with its variables: its last answer (or error), the request in flight, who is watching. */
export class QueryEntry {
  data: Data | undefined;
  error: Error | undefined;
  inFlight: Promise<Data> | undefined;
  /** Answers (or failures) received so far: a `network-only` reader shows only those after it started. */
  completed = 0;
  /** Changes so far: what a React reader compares to know it must render again. */
  version = 0;
  private readonly listeners = new Set<() => void>();

  readonly operation: Operation;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly key: string;

  constructor({ operation, variables, key }: Query) {
    this.operation = operation;
    this.variables = variables;
    this.key = key;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get watched(): boolean {
    return this.listeners.size > 0;
  }

  changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

export interface DataClientOptions {
  readonly transport: Transport;
  /** The answers that came inside the page's HTML: each is a query's first answer, with no round trip. */
  readonly pageAnswers?: PageAnswers;
}

/**
 * The storefront's GraphQL client: small on purpose (the first load of a phone pays for every kilobyte, issue 13).
 * It keeps each query's last answer by operation name and variables, shares one request among readers of the same
 * query, serves the page's inlined answers first, and keeps entities (type and id) in step across answers.
 * The admin keeps Apollo Client, loaded only by its routes (ADR 0010).
 */
export class DataClient {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly resetListeners = new Set<() => void>();
  private readonly transport: Transport;
  private readonly pageAnswers: PageAnswers | undefined;

  constructor({ transport, pageAnswers }: DataClientOptions) {
    this.transport = transport;
    this.pageAnswers = pageAnswers;
  }

  /** The kept entry of this query and variables (made when new, with the page's answer when it has one). */
  entry(document: AnyDocument, variables?: unknown): QueryEntry {
    const query = queryOf(document as Document, variables);
    let entry = this.entries.get(query.key);
    if (!entry) {
      entry = new QueryEntry(query);
      this.entries.set(query.key, entry);
    }
    if (entry.data === undefined && entry.completed === 0 && this.pageAnswers && !this.pageAnswers.isEmpty) {
      const answer = this.pageAnswers.take(entry.operation.name, entry.variables);
      if (answer) {
        entry.data = answer.data;
        entry.completed += 1;
      }
    }
    return entry;
  }

  /** An entry nobody else shares (`no-cache`). */
  detachedEntry(document: AnyDocument, variables?: unknown): QueryEntry {
    return new QueryEntry(queryOf(document as Document, variables));
  }

  /** Asks the server for the entry's query (one request at a time per entry) and keeps the answer. */
  fetch(entry: QueryEntry): Promise<Data> {
    if (entry.inFlight) return entry.inFlight;
    const inFlight = this.transport(requestOf(entry)).then(
      (data) => {
        if (entry.inFlight !== inFlight) return data;
        entry.inFlight = undefined;
        this.keep(entry, data);
        return data;
      },
      (reason: unknown) => {
        const error = reason instanceof Error ? reason : new Error(String(reason));
        if (entry.inFlight === inFlight) {
          entry.inFlight = undefined;
          entry.error = error;
          entry.completed += 1;
          entry.changed();
        }
        throw error;
      },
    );
    entry.inFlight = inFlight;
    entry.changed();
    return inFlight;
  }

  /**
   * A query's answer, asked from code (a poll, a last check): the kept one (`cache-first`) or the server's, which
   * is then kept and shown to every reader. A failure only rejects: what the readers show stays as it was.
   */
  async query<Result, Variables>(options: {
    readonly query: DocumentTypeDecoration<Result, Variables>;
    readonly variables?: Variables;
    readonly fetchPolicy?: FetchPolicy;
  }): Promise<{ data: Result }> {
    const { query, variables, fetchPolicy = 'cache-first' } = options;
    if (fetchPolicy === 'no-cache') return { data: (await this.fetch(this.detachedEntry(query, variables))) as Result };
    const entry = this.entry(query, variables);
    if (fetchPolicy === 'cache-first' && entry.data !== undefined) return { data: entry.data as Result };
    if (fetchPolicy === 'cache-first' && entry.inFlight) return { data: (await entry.inFlight) as Result };
    const data = await this.transport(requestOf(entry));
    this.keep(entry, data);
    return { data: data as Result };
  }

  /** Runs a mutation; the entities in its answer update every kept answer holding them. */
  async mutate<Result, Variables>(options: {
    readonly mutation: DocumentTypeDecoration<Result, Variables>;
    readonly variables?: Variables;
  }): Promise<{ data: Result }> {
    const data = await this.transport(requestOf(queryOf(options.mutation as Document, options.variables)));
    this.spread(data);
    return { data: data as Result };
  }

  /** The kept answer of a query, if any. */
  readQuery<Result, Variables>(options: {
    readonly query: DocumentTypeDecoration<Result, Variables>;
    readonly variables?: Variables;
  }): Result | undefined {
    return this.entry(options.query, options.variables).data as Result | undefined;
  }

  /** Keeps `data` as the query's answer (e.g. the session after signing in) and shows it to its readers. */
  writeQuery<Result, Variables>(options: {
    readonly query: DocumentTypeDecoration<Result, Variables>;
    readonly variables?: Variables;
    readonly data: Result;
  }): void {
    const entry = this.entry(options.query, options.variables);
    entry.data = options.data as Data;
    entry.error = undefined;
    entry.completed += 1;
    entry.changed();
  }

  /** An answer from the server: the entry's, shown to its readers, and its entities to every other kept answer. */
  private keep(entry: QueryEntry, data: Data): void {
    entry.data = data;
    entry.error = undefined;
    entry.completed += 1;
    entry.changed();
    if (this.entries.get(entry.key) === entry) this.spread(data, entry);
  }

  /** Merges a fresher copy of an entity (with `__typename` and `id`) into every kept answer holding it. */
  writeEntity(entity: Readonly<Record<string, unknown>>): void {
    this.spread(entity);
  }

  /**
   * Forgets every kept answer (e.g. after signing out: nothing of the last account stays) and asks again for
   * the queries on screen; resolves when they answered. Listeners (the admin's own client) are told too.
   */
  async resetStore(): Promise<void> {
    for (const listener of [...this.resetListeners]) listener();
    const watched: QueryEntry[] = [];
    for (const entry of this.entries.values()) {
      entry.inFlight = undefined;
      entry.data = undefined;
      entry.error = undefined;
      if (entry.watched) watched.push(entry);
      else entry.changed();
    }
    await Promise.all(watched.map((entry) => this.fetch(entry)));
  }

  /**
   * Something changed on the server behind the client's back (an admin's save): answers nobody shows are
   * forgotten, the ones on screen are asked again (keeping what they show until the new answer comes).
   */
  async refreshAll(): Promise<void> {
    const watched: QueryEntry[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.watched) watched.push(entry);
      else if (!entry.inFlight) this.entries.delete(key);
    }
    await Promise.allSettled(watched.map((entry) => this.fetch(entry)));
  }

  /** Called by {@link resetStore} before it forgets: the admin's Apollo cache is cleared with it. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  private spread(tree: unknown, source?: QueryEntry): void {
    const fresh = entitiesIn(tree);
    if (fresh.size === 0) return;
    for (const entry of this.entries.values()) {
      if (entry === source || entry.data === undefined) continue;
      const next = withEntities(entry.data, fresh) as Data;
      if (next !== entry.data) {
        entry.data = next;
        entry.changed();
      }
    }
  }
}

/** What the transport sends for a query or mutation. */
function requestOf({ operation, variables }: Query): GraphQLRequest {
  return { kind: operation.kind, operationName: operation.name, query: operation.text, variables };
}
