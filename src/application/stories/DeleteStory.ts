import { err, ok, type Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES, storyNotFound, type StoryNotFoundError } from '../../domain/story/story-admin';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { removeStoryFiles } from './story-files';

export interface DeletedStory {
  readonly id: string;
  readonly message: string;
}

/**
 * An admin deletes a story: the row goes with its interactions, then its
 * picture and audio leave storage after the commit.
 */
export class DeleteStory {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
  ) {}

  async execute(id: string): Promise<Result<DeletedStory, StoryNotFoundError>> {
    const deleted = await this.uow.run((tx) => tx.stories.delete(id.trim()));
    if (!deleted) return err(storyNotFound(id));
    await removeStoryFiles(this.storage, deleted);
    return ok({ id: deleted.id, message: STORY_ADMIN_MESSAGES.deleted });
  }
}
