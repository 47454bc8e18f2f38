import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../application/ports/clock';
import { limaDate } from '../../domain/shared/lima-date';
import type { GraphQLContext } from '../graphql/context';

/** `changed`: a catalogue write was committed; `connected` / `disconnected`: changes are heard again / no longer. */
export type CatalogueChangeEvent = 'changed' | 'connected' | 'disconnected';

/** Committed catalogue changes as this process hears them (PostgreSQL LISTEN/NOTIFY in production). */
export interface CatalogueChanges {
  /** Whether changes are heard right now: while they are not, nothing is served from or kept in the cache. */
  readonly listening: boolean;
  watch(watcher: (event: CatalogueChangeEvent) => void): () => void;
}

export interface CatalogueAnswerCacheOptions<T> {
  readonly clock: Clock;
  readonly changes: CatalogueChanges;
  /** Bytes kept at most; the least recently used answers leave first. */
  readonly maxBytes: number;
  /** The bytes one kept answer takes, its key included (computed once, when it is kept). */
  readonly sizeOf: (value: T, key: string) => number;
}

/**
 * Answers of anonymous catalogue reads kept in this process, never stale:
 *
 * - Keyed by the date in Lima by the store's clock ({@link datedKey}) and the caller's own key, so a promotion
 *   starting or ending at midnight is right at 00:00:01 without any write.
 * - Cleared on every committed catalogue change any process makes (`changes`), when the listening connection
 *   goes down or comes back, and, by {@link plugin} (or {@link clearAfter}), before the answer to any admin
 *   mutation leaves (every catalogue write is one).
 * - A generation counter, bumped by every clear, keeps an answer read before a change from being kept after
 *   that change was heard ({@link keepIfUnchanged}). While changes are not heard, nothing is served or kept.
 * - An LRU bounded by size in bytes.
 */
export class CatalogueAnswerCache<T extends object> {
  private readonly entries: LRUCache<string, T>;
  private currentGeneration = 0;
  private readonly unwatch: () => void;

  constructor(private readonly options: CatalogueAnswerCacheOptions<T>) {
    this.entries = new LRUCache<string, T>({ maxSize: options.maxBytes, sizeCalculation: options.sizeOf });
    this.unwatch = options.changes.watch(() => this.clear());
  }

  /** Whether changes are heard right now (otherwise nothing may be served from or kept in the cache). */
  get listening(): boolean {
    return this.options.changes.listening;
  }

  /** Bumped by every clear: read it before computing an answer, hand it to {@link keepIfUnchanged}. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** The cache key of `key` today: the date in Lima first. Computed once per request, for reading and keeping. */
  datedKey(key: string): string {
    return `${limaDate(this.options.clock.now())} ${key}`;
  }

  /** The kept answer under a {@link datedKey}, if changes are heard and there is one. */
  get(datedKey: string): T | undefined {
    return this.listening ? this.entries.get(datedKey) : undefined;
  }

  /**
   * Keeps `value` only if no change was heard since `generationAtStart` (its data may predate that change)
   * and changes are heard now. Says whether it was kept.
   */
  keepIfUnchanged(datedKey: string, value: T, generationAtStart: number): boolean {
    if (generationAtStart !== this.currentGeneration || !this.listening) return false;
    this.entries.set(datedKey, value);
    return true;
  }

  /** The kept answer of `key` today, or `compute`'s (kept when it has one and nothing changed meanwhile). */
  async answer(key: string, compute: () => Promise<T | null>): Promise<T | null> {
    if (!this.listening) return compute();
    const dated = this.datedKey(key);
    const kept = this.entries.get(dated);
    if (kept) return kept;
    const generation = this.currentGeneration;
    const value = await compute();
    if (value) this.keepIfUnchanged(dated, value, generation);
    return value;
  }

  /** Forgets every answer; answers being read now are not kept either. */
  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unwatch();
    this.clear();
  }

  /**
   * Clears after an admin's mutation: the admin's next read, and anyone's read after the save, must not see
   * the old answer here, without waiting for the notification.
   */
  clearAfter(operation: OperationDefinitionNode | undefined, context: GraphQLContext): void {
    if (isAdminMutation(operation, context)) this.clear();
  }

  /** Apollo plugin: an admin's mutation clears the cache before its answer leaves. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    return clearedAfterAdminMutations(this);
  }
}

/** Every catalogue write is an admin's mutation: what is kept from the catalogue is cleared after one. */
function isAdminMutation(operation: OperationDefinitionNode | undefined, context: GraphQLContext): boolean {
  return operation?.operation === 'mutation' && context.viewer?.role === 'admin';
}

/**
 * Apollo plugin: an admin's mutation clears `kept` (whatever this process keeps from the catalogue: the caches'
 * answers, the lists' totals) before its answer leaves, so the admin's next read, and anyone's after the save,
 * does not wait for the change's notification.
 */
export function clearedAfterAdminMutations(kept: { clear(): void }): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ contextValue, operation }) => {
        if (isAdminMutation(operation, contextValue)) kept.clear();
      },
    }),
  };
}
