import type { RestockWaitingQueries } from '../ports/restock-notices';

/** The admin's products screen: how many shoppers wait for each product (confirmed requests only). */
export class ListRestockWaiting {
  constructor(private readonly waiting: RestockWaitingQueries) {}

  execute(): Promise<ReadonlyMap<string, number>> {
    return this.waiting.waitingByProduct();
  }
}
