import { ok, type Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { createStory } from '../../domain/story/story-lifecycle';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { adminStoryView, type AdminStoryView } from './admin-story-view';
import { checkStoryInput, type StoryFormError, type StoryInput } from './story-input';

export interface SavedStory {
  readonly view: AdminStoryView;
  readonly message: string;
}

/**
 * An admin publishes a story: the form is checked again here (story-input.ts),
 * the story is created active for 24 hours with its counters at 0, and in one
 * transaction every other story moves up one position and the new one takes
 * position 0 (the domain's insertNewStory, done by the adapter in SQL).
 */
export class CreateStory {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: StoryInput): Promise<Result<SavedStory, StoryFormError>> {
    const now = this.clock.now();
    const checked = await checkStoryInput(input, { storage: this.storage, products: this.products });
    if (!checked.ok) return checked;
    // The id and position are the database's: createStory only decides the rest.
    const { id: _id, order: _order, ...row } = createStory({ id: '', ...checked.value }, now);
    const story = await this.uow.run((tx) => tx.stories.insertAtTop(row, now));
    return ok({ view: await adminStoryView(story, this.products, now), message: STORY_ADMIN_MESSAGES.created });
  }
}
