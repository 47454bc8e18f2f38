import type { RestockNotices, RestockRequest, RestockRequests } from '../ports/restock-notices';

/** Requests in memory; `noticesFor` lists each call of moveStock's hook (the products back in stock). */
export class InMemoryRestock implements RestockRequests, RestockNotices {
  readonly requests: RestockRequest[] = [];
  readonly noticesFor: string[][] = [];

  snapshot() {
    const requests = [...this.requests];
    const notices = this.noticesFor.length;
    return () => {
      this.requests.splice(0, this.requests.length, ...requests);
      this.noticesFor.splice(notices);
    };
  }

  async save(request: RestockRequest) {
    const index = this.requests.findIndex(
      (r) => r.productId === request.productId && r.email.toLowerCase() === request.email.toLowerCase(),
    );
    const existing = index >= 0 ? this.requests[index]! : null;
    const saved = existing?.confirmedAt ? { ...existing, accountId: existing.accountId ?? request.accountId } : request;
    if (index >= 0) this.requests[index] = saved;
    else this.requests.push(saved);
  }

  async confirm(tokenDigest: string, since: Date, at: Date) {
    const index = this.requests.findIndex(
      (r) => r.tokenDigest === tokenDigest && r.confirmedAt === null && r.createdAt > since,
    );
    if (index < 0) return null;
    this.requests[index] = { ...this.requests[index]!, tokenDigest: null, confirmedAt: at };
    return this.requests[index]!.productId;
  }

  async productsBackInStock(productIds: readonly string[]) {
    this.noticesFor.push([...productIds]);
  }

  /** Recorded as `brand:<id>` in {@link noticesFor}. */
  async brandBackOnSale(brandId: string) {
    this.noticesFor.push([`brand:${brandId}`]);
  }
}
