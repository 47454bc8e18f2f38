import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface ExpiredStoriesReport {
  /** How many running stories were switched off. */
  readonly expired: number;
}

/**
 * The lifecycle check (admin-and-stories.md §4): every active story whose
 * `expiresAt` has passed is stored as inactive, in one UPDATE. Run by the
 * scheduler at start-up and every STORY_EXPIRY_CHECK_INTERVAL_MS (one server
 * process at a time); shoppers never depend on it, as the public reads
 * filter on `expiresAt > now` themselves.
 */
export class ExpireDueStories {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ExpiredStoriesReport> {
    const expired = await this.uow.run((tx) => tx.stories.expireDue(this.clock.now()));
    return { expired };
  }
}
