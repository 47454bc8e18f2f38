import { err, ok, type Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES, storyNotFound, type StoryNotFoundError } from '../../domain/story/story-admin';
import { editStory, type StoryTransitionError } from '../../domain/story/story-lifecycle';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { adminStoryView } from './admin-story-view';
import type { SavedStory } from './CreateStory';
import { removeStoryFiles } from './story-files';
import { checkStoryInput, type StoryFormError, type StoryInput } from './story-input';

export type UpdateStoryError = StoryFormError | StoryNotFoundError | StoryTransitionError;

/**
 * An admin saves the form of an existing story, under its row lock. Only the
 * form's fields change (the domain's editStory): never its counters, position,
 * expiry or creation time. A running story may be switched off and on; an
 * expired one is refused (it comes back through 'restore to 24h'). A picture
 * or audio the story no longer uses is deleted from storage after the commit.
 */
export class UpdateStory {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, input: StoryInput): Promise<Result<SavedStory, UpdateStoryError>> {
    const now = this.clock.now();
    const checks = { storage: this.storage, products: this.products };
    const saved = await this.uow.run(async (tx) => {
      const current = await tx.stories.lockForUpdate(id.trim());
      if (!current) return err(storyNotFound(id));
      const checked = await checkStoryInput(input, checks, current);
      if (!checked.ok) return checked;
      const edited = editStory(current, { ...checked.value, active: input.active ?? undefined }, now);
      if (!edited.ok) return edited;
      const { title, description, imageUrl, audioUrl, externalLink, productId, duration, active } = edited.value;
      const changes = { title, description, imageUrl, audioUrl, externalLink, productId, duration, active };
      const updated = await tx.stories.update(current.id, changes, now);
      if (!updated) return err(storyNotFound(id));
      const replaced = {
        imageUrl: current.imageUrl !== updated.imageUrl ? current.imageUrl : null,
        audioUrl: current.audioUrl !== updated.audioUrl ? current.audioUrl : null,
      };
      return ok({ updated, replaced });
    });
    if (!saved.ok) return saved;
    await removeStoryFiles(this.storage, saved.value.replaced);
    const view = await adminStoryView(saved.value.updated, this.products, now);
    return ok({ view, message: STORY_ADMIN_MESSAGES.updated });
  }
}
