import type { FileStorage } from '../../../application/ports/file-storage';
import type { StoryPerson as Person } from '../../../application/ports/stories';
import type { Paged } from '../../../domain/shared/pagination';
import type { AdminStoryView } from '../../../application/stories/admin-story-view';
import type { SavedStory } from '../../../application/stories/CreateStory';
import type { DeletedStory } from '../../../application/stories/DeleteStory';
import type { AdminStoryList as AdminStoryListView } from '../../../application/stories/ListAdminStories';
import type { StoryInput as StoryFormInput, StoryFormError } from '../../../application/stories/story-input';
import type { SyncedPositions } from '../../../application/stories/SyncStoryPositions';
import { priceOn, type Product } from '../../../domain/catalog/product';
import type { IsoDate } from '../../../domain/shared/lima-date';
import type { StoryNotFoundError } from '../../../domain/story/story-admin';
import type {
  StoryState as DomainStoryState,
  StoryTransitionError as TransitionError,
} from '../../../domain/story/story-lifecycle';
import * as gql from '../types/admin-story.types';
import { ErrorCode, InvalidInputError, NotFoundError } from '../types/error-result.types';
import { Money } from '../types/money.type';

const STATES: { readonly [S in DomainStoryState]: gql.StoryState } = {
  active: gql.StoryState.ACTIVE,
  off: gql.StoryState.OFF,
  expired: gql.StoryState.EXPIRED,
};

/** The admin stories screen's shapes to and from the application's (every text is the domain's). */
export class AdminStoryPresenter {
  constructor(private readonly storage: FileStorage) {}

  static input(input: gql.StoryInput): StoryFormInput {
    return {
      title: input.title,
      description: input.description,
      imageKey: input.imageKey,
      audioKey: input.audioKey ?? null,
      externalLink: input.externalLink ?? null,
      duration: input.duration ?? null,
      productId: input.productId ?? null,
      active: input.active ?? null,
    };
  }

  story({ story, state, product }: AdminStoryView, today: IsoDate): gql.AdminStory {
    return Object.assign(new gql.AdminStory(), {
      id: story.id,
      title: story.title,
      description: story.description,
      imageKey: story.imageUrl,
      imageUrl: this.storage.publicUrl(story.imageUrl),
      audioKey: story.audioUrl,
      audioUrl: story.audioUrl ? this.storage.publicUrl(story.audioUrl) : null,
      externalLink: story.externalLink,
      duration: story.duration,
      active: story.active,
      state: STATES[state],
      views: story.views,
      likes: story.likes,
      wants: story.wants,
      position: story.order,
      expiresAt: story.expiresAt,
      createdAt: story.createdAt,
      updatedAt: story.updatedAt,
      product: product ? this.product(product, today) : null,
    });
  }

  list({ items, statistics, ...page }: AdminStoryListView, today: IsoDate): gql.AdminStoryList {
    return Object.assign(new gql.AdminStoryList(), {
      ...page,
      items: items.map((item) => this.story(item, today)),
      statistics: Object.assign(new gql.StoryStatistics(), statistics),
    });
  }

  saved(saved: SavedStory, today: IsoDate): gql.StorySaved {
    return Object.assign(new gql.StorySaved(), { story: this.story(saved.view, today), message: saved.message });
  }

  static audience({ items, ...page }: Paged<Person>): gql.StoryAudiencePage {
    const person = (p: Person) => Object.assign(new gql.StoryPerson(), { email: p.email, name: p.name, at: p.at });
    return Object.assign(new gql.StoryAudiencePage(), { ...page, items: items.map(person) });
  }

  static deleted(deleted: DeletedStory): gql.StoryDeleted {
    return Object.assign(new gql.StoryDeleted(), deleted);
  }

  static synced(synced: SyncedPositions): gql.StoryPositionsSynced {
    return Object.assign(new gql.StoryPositionsSynced(), synced);
  }

  /** A failure as the member of the mutation's result union. */
  static error(error: StoryFormError): InvalidInputError;
  static error(error: StoryNotFoundError): NotFoundError;
  static error(error: TransitionError): gql.StoryTransitionError;
  static error(
    error: StoryFormError | StoryNotFoundError | TransitionError,
  ): InvalidInputError | NotFoundError | gql.StoryTransitionError;
  static error(error: StoryFormError | StoryNotFoundError | TransitionError) {
    switch (error.code) {
      case 'STORY_INVALID':
        return Object.assign(new InvalidInputError(), {
          errorCode: ErrorCode.STORY_INVALID,
          message: error.message,
          fieldErrors: error.details.fieldErrors.map(({ field, message }) => ({ field, message })),
        });
      case 'STORY_NOT_FOUND':
        return Object.assign(new NotFoundError(), { errorCode: ErrorCode.STORY_NOT_FOUND, message: error.message });
      case 'STORY_TRANSITION_NOT_ALLOWED':
        return Object.assign(new gql.StoryTransitionError(), {
          errorCode: ErrorCode.STORY_TRANSITION_NOT_ALLOWED,
          message: error.message,
        });
    }
  }

  private product(product: Product, today: IsoDate): gql.StoryProductSummary {
    const [imageKey] = product.imageKeys;
    return Object.assign(new gql.StoryProductSummary(), {
      id: product.id,
      name: product.name,
      price: Money.from(priceOn(product, today).price),
      imageUrl: imageKey ? this.storage.publicUrl(imageKey) : null,
    });
  }
}
