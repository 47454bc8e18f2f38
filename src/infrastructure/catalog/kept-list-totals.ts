import type { PgCatalogueChangeListener } from '../events/pg-catalogue-change-listener';

/** Committed catalogue changes as this process hears them (the listener, or a test's stand-in). */
export type HeardCatalogueChanges = Pick<PgCatalogueChangeListener, 'listening' | 'watch'>;

/** Kept filters at most; the oldest leaves first (a shop's listings, sorts and searches of a day fit many times). */
const DEFAULT_MAX_ENTRIES = 2_000;

/**
 * The totals of catalogue lists (how many products a filter matches), kept in this process so an executed list
 * reads only its page: on 10 000 products the exact count is about 0.9 ms of PostgreSQL per list, the page
 * 0.2 ms (docs/performance.md, the scale bench). A total changes only when the catalogue does, so it follows the
 * rules of the response cache (ADR 0008):
 *
 * - keyed by the list's filter and its parameters, the date in Lima among them (a promotion's window);
 * - cleared on every committed catalogue change any process makes (`changes`: LISTEN/NOTIFY), when the listening
 *   connection goes down or comes back, and by {@link clear} after an admin's mutation in this process, before
 *   its answer leaves;
 * - a generation counter, bumped by every clear, keeps a total counted before a change from being kept after it;
 *   while changes are not heard, nothing is read from it or kept.
 *
 * Only the repository outside a transaction uses it: a count inside one may see the transaction's own writes.
 */
export class KeptListTotals {
  private readonly totals = new Map<string, number>();
  private currentGeneration = 0;
  private readonly unwatch: () => void;

  constructor(
    private readonly changes: HeardCatalogueChanges,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {
    this.unwatch = changes.watch(() => this.clear());
  }

  /** Read before counting; hand it to {@link keepIfUnchanged}. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** The kept total of `key`, if changes are heard and there is one. */
  get(key: string): number | undefined {
    return this.changes.listening ? this.totals.get(key) : undefined;
  }

  /** Keeps `total` only if no change was heard since `generationAtStart` and changes are heard now. */
  keepIfUnchanged(key: string, total: number, generationAtStart: number): void {
    if (generationAtStart !== this.currentGeneration || !this.changes.listening) return;
    if (!this.totals.has(key) && this.totals.size >= this.maxEntries) {
      this.totals.delete(this.totals.keys().next().value as string);
    }
    this.totals.set(key, total);
  }

  /** Forgets every total; totals being counted now are not kept either. */
  clear(): void {
    this.currentGeneration += 1;
    this.totals.clear();
  }

  get size(): number {
    return this.totals.size;
  }

  close(): void {
    this.unwatch();
    this.clear();
  }
}
