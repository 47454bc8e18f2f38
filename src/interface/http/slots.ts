import pLimit from 'p-limit';

/**
 * At most `atOnce` pieces of work running, in arrival order, and `waiting` in line; `run` answers null at once,
 * without running the work, when both are full, for the caller to do without (refuse, or answer more simply).
 * What bounds the memory a burst holds: requests to /graphql and receipt uploads (admission.ts), the storefront's
 * pages and their renders (storefront-page-handler.ts).
 */
export class Slots {
  private readonly limit: pLimit.Limit;

  constructor(
    private readonly atOnce: number,
    private readonly inLine: number,
  ) {
    this.limit = pLimit(atOnce);
  }

  run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.active + this.waiting >= this.atOnce + this.inLine) return Promise.resolve(null);
    return this.limit(work);
  }

  /** Work running now. */
  get active(): number {
    return this.limit.activeCount;
  }

  /** Work waiting for its turn. */
  get waiting(): number {
    return this.limit.pendingCount;
  }
}
