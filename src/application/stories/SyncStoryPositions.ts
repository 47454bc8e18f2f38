import { positionsSyncedMessage } from '../../domain/story/story-admin';
import { syncStoryOrder } from '../../domain/story/story-ordering';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface SyncedPositions {
  /** How many stored positions were rewritten. */
  readonly changed: number;
  readonly message: string;
}

/**
 * The sync action: stories numbered from 0 newest first (by creation time);
 * only the stored positions that differ are rewritten, in one transaction that
 * holds the positions lock (so a story created meanwhile waits).
 */
export class SyncStoryPositions {
  constructor(private readonly uow: UnitOfWork) {}

  async execute(): Promise<SyncedPositions> {
    const changed = await this.uow.run(async (tx) => {
      // Stories created at the same instant keep their stored order (the newest-first sort is stable).
      const stored = (await tx.stories.listPositions()).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
      const changes = syncStoryOrder(stored);
      if (changes.length > 0) await tx.stories.setPositions(changes);
      return changes.length;
    });
    return { changed, message: positionsSyncedMessage(changed) };
  }
}
