import type { MockLink } from '@apollo/client/testing';
import type { StoryAudienceKind } from '../../gql/graphql';
import { type AdminStoryFieldsFragment, AdminStoriesDocument, AdminStoryAudienceDocument } from './stories.generated';
import { STORY_AUDIENCE_PAGE_SIZE } from './StoryPreviewDialog';

/** The clock the stories tests run at (a fixed now, so the remaining times are exact). */
export const NOW = new Date('2026-03-10T15:00:00.000Z');

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** An instant `ms` after NOW, as the server answers dates. */
export const fromNow = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
export const hours = (count: number) => count * HOUR;
export const minutes = (count: number) => count * MINUTE;

const money = (cents: number) => ({ __typename: 'Money' as const, cents, formatted: `S/ ${(cents / 100).toFixed(2)}` });

/** A story as the admin list answers it: running, 5 h 30 m left, with a linked product and some counters. */
export function adminStory(overrides: Partial<AdminStoryFieldsFragment> = {}): AdminStoryFieldsFragment {
  return {
    __typename: 'AdminStory',
    id: 's-1',
    title: 'Nueva colección de verano',
    description: 'Fragancias frescas para los días de sol, con notas cítricas y florales.',
    imageKey: 'stories/1-image-verano.webp',
    imageUrl: '/files/stories/1-image-verano.webp',
    audioKey: null,
    audioUrl: null,
    externalLink: null,
    duration: 10,
    active: true,
    state: 'ACTIVE',
    views: 120,
    likes: 14,
    wants: 3,
    position: 0,
    expiresAt: fromNow(hours(5) + minutes(30)),
    createdAt: fromNow(-hours(18) - minutes(30)),
    updatedAt: fromNow(-hours(18) - minutes(30)),
    product: {
      __typename: 'StoryProductSummary',
      id: 'p-1',
      name: 'Sauvage EDT 100 ml',
      imageUrl: '/files/products/1-0-sauvage.webp',
      price: money(12000),
    },
    ...overrides,
  };
}

export interface StoryStatisticsFixture {
  total: number;
  active: number;
  off: number;
  expired: number;
  views: number;
  likes: number;
  wants: number;
}

export function storyStatistics(overrides: Partial<StoryStatisticsFixture> = {}) {
  return {
    __typename: 'StoryStatistics' as const,
    total: 3,
    active: 1,
    off: 1,
    expired: 1,
    views: 200,
    likes: 25,
    wants: 4,
    ...overrides,
  };
}

/** adminStories asked for `search` and `page`, answering `stories` as the page (one page unless `total` says more). */
export function adminStoriesMock(
  stories: readonly AdminStoryFieldsFragment[],
  search: string | null = null,
  statistics: Partial<StoryStatisticsFixture> = {},
  { page = 1, total = stories.length, totalPages = 1 }: { page?: number; total?: number; totalPages?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminStoriesDocument, variables: { search, page } },
    result: {
      data: {
        adminStories: {
          __typename: 'AdminStoryList',
          total,
          page,
          pageSize: 25,
          totalPages,
          items: [...stories],
          statistics: storyStatistics(statistics),
        },
      },
    },
  };
}

export interface PersonFixture {
  email: string;
  name: string | null;
  at: string;
}

/** One page of who liked (LIKE) or wanted (WANT) the story, as adminStoryAudience answers it. */
export function audiencePageMock(
  storyId: string,
  kind: StoryAudienceKind,
  people: readonly PersonFixture[],
  { page = 1, total = people.length }: { page?: number; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: AdminStoryAudienceDocument,
      variables: { storyId, kind, page, pageSize: STORY_AUDIENCE_PAGE_SIZE },
    },
    result: {
      data: {
        adminStoryAudience: {
          __typename: 'StoryAudiencePage',
          items: people.map((p) => ({ __typename: 'StoryPerson' as const, ...p })),
          total,
          page,
          pageSize: STORY_AUDIENCE_PAGE_SIZE,
          totalPages: Math.max(1, Math.ceil(total / STORY_AUDIENCE_PAGE_SIZE)),
        },
      },
    },
  };
}

/** The preview's two lists, each its first page. */
export function audienceMock(
  storyId: string,
  likedBy: readonly PersonFixture[],
  wantedBy: readonly PersonFixture[] = [],
): MockLink.MockedResponse[] {
  return [audiencePageMock(storyId, 'LIKE', likedBy), audiencePageMock(storyId, 'WANT', wantedBy)];
}
