import type { FileStorage } from '../../../application/ports/file-storage';
import type { PublicStoryView } from '../../../application/stories/public-story-view';
import type { ToggleStoryInteractionError } from '../../../application/stories/toggle-story-interaction';
import type { IsoDate } from '../../../domain/shared/lima-date';
import type { StoryUnavailableError as DomainUnavailable } from '../../../domain/story/story-lifecycle';
import { ErrorCode } from '../types/error-result.types';
import * as gql from '../types/story.types';
import { CatalogPresenter } from './catalog.presenter';

/** Each story failure's GraphQL code: a domain code without one here is a type error. */
const STORY_ERROR_CODES: { readonly [C in ToggleStoryInteractionError['code']]: ErrorCode } = {
  STORY_UNAVAILABLE: ErrorCode.STORY_UNAVAILABLE,
  STORY_LIKE_REQUIRES_LOGIN: ErrorCode.STORY_LIKE_REQUIRES_LOGIN,
  STORY_WANT_REQUIRES_LOGIN: ErrorCode.STORY_WANT_REQUIRES_LOGIN,
};

/** The shoppers' stories: storage keys become public URLs, the linked product is the catalogue's Product. */
export class StoryPresenter {
  private readonly catalog: CatalogPresenter;

  constructor(private readonly storage: FileStorage) {
    this.catalog = new CatalogPresenter(storage);
  }

  story(view: PublicStoryView, today: IsoDate): gql.Story {
    const { story } = view;
    return Object.assign(new gql.Story(), {
      id: story.id,
      title: story.title,
      description: story.description,
      imageUrl: this.storage.publicUrl(story.imageUrl),
      audioUrl: story.audioUrl ? this.storage.publicUrl(story.audioUrl) : null,
      externalLink: story.externalLink,
      duration: story.duration,
      position: story.order,
      expiresAt: story.expiresAt,
      createdAt: story.createdAt,
      views: story.views,
      likes: story.likes,
      wants: story.wants,
      product: view.product ? this.catalog.product(view.product, today) : null,
      viewerLiked: view.viewerLiked,
      viewerWanted: view.viewerWanted,
    });
  }

  viewRecorded(storyId: string, views: number): gql.StoryViewRecorded {
    return Object.assign(new gql.StoryViewRecorded(), { storyId, views });
  }

  toggled(view: PublicStoryView, today: IsoDate): gql.StoryInteractionToggled {
    return Object.assign(new gql.StoryInteractionToggled(), { story: this.story(view, today) });
  }

  error(error: DomainUnavailable): gql.StoryUnavailableError;
  error(error: ToggleStoryInteractionError): gql.StoryUnavailableError | gql.StoryLoginRequiredError;
  error(error: ToggleStoryInteractionError): gql.StoryUnavailableError | gql.StoryLoginRequiredError {
    const base = { errorCode: STORY_ERROR_CODES[error.code], message: error.message };
    return error.code === 'STORY_UNAVAILABLE'
      ? Object.assign(new gql.StoryUnavailableError(), base)
      : Object.assign(new gql.StoryLoginRequiredError(), base);
  }
}
