import type { PromotionTerms } from '@esencia/domain/catalog/promotion';
import { Money } from '@esencia/domain/money/money';
import type { IsoDate } from '@esencia/domain/shared/lima-date';
import { STORY_VIEWER_MESSAGES } from '@esencia/domain/story/story-player';
import { productShareMessage } from '@esencia/domain/whatsapp/product-share';
import { whatsAppLink } from '@esencia/domain/whatsapp/whatsapp-link';
import type { StoryViewerStory } from '@esencia/ui-kit';
import type { StoryFieldsFragment } from './stories.generated';
import { STORY_PARAM } from './storyParam';

export type StoryData = StoryFieldsFragment;
type StoryProduct = NonNullable<StoryData['product']>;

/** Session key of the "sound on" choice (spec: the audio flag is kept per browser session). */
export const STORY_SOUND_KEY = 'esencia.stories.sound';

/** The text when liking or toggling 'Lo quiero' fails for a reason other than the login. */
export const LIKE_ERROR_MESSAGE = STORY_VIEWER_MESSAGES.likeFailed;
export const WANT_ERROR_MESSAGE = STORY_VIEWER_MESSAGES.wantFailed;
export const SHARE_ERROR_MESSAGE = STORY_VIEWER_MESSAGES.shareFailed;
export const SHARE_COPIED_MESSAGE = STORY_VIEWER_MESSAGES.linkCopied;

/** The story's own address on the storefront: `{origin}/?story={id}`. */
export function storyUrl(origin: string, storyId: string): string {
  return `${origin.replace(/\/+$/, '')}/?${STORY_PARAM}=${encodeURIComponent(storyId)}`;
}

/** What sharing sends: the title and description, then the link (the clipboard gets it as one text). */
export function storyShareText(story: Pick<StoryData, 'title' | 'description'>): string {
  return [story.title.trim(), story.description.trim()].filter(Boolean).join('\n');
}

function promotionTerms(product: StoryProduct): PromotionTerms {
  const promotion = product.promotion;
  if (!promotion) return { isPromoted: false, type: 'percentage', discount: 0, startDate: null, endDate: null };
  return {
    isPromoted: true,
    type: promotion.type === 'FIXED' ? 'fixed' : 'percentage',
    discount: promotion.discount,
    startDate: promotion.startDate ?? null,
    endDate: promotion.endDate ?? null,
  };
}

/**
 * A guest's 'Lo quiero': the WhatsApp chat with the store about the story's product (the domain's
 * product message: name, brand, today's price and its page), or about the story when it has none.
 */
export function storyWantLink(story: StoryData, whatsappNumber: string, origin: string, today: IsoDate): string {
  const intro = `Hola, vi la historia «${story.title.trim()}» y lo quiero.`;
  const about = story.product
    ? productShareMessage(
        {
          id: story.product.id,
          name: story.product.name,
          brandName: story.product.brand?.name ?? null,
          originalPrice: Money.fromCents(story.product.originalPrice.cents),
          promotion: promotionTerms(story.product),
        },
        origin,
        today,
      )
    : storyUrl(origin, story.id);
  return whatsAppLink(whatsappNumber, `${intro}\n\n${about}`);
}

/** The kit viewer's item for a story; `wantHref` only for guests. */
export function viewerStory(story: StoryData, wantHref: string | null): StoryViewerStory {
  const product = story.product;
  return {
    id: story.id,
    title: story.title,
    description: story.description,
    imageUrl: story.imageUrl,
    audioUrl: story.audioUrl ?? null,
    duration: story.duration,
    externalLink: story.externalLink ?? null,
    likes: story.likes,
    liked: story.viewerLiked,
    wanted: story.viewerWanted,
    wantHref,
    product: product
      ? {
          name: product.name,
          price: product.price.formatted,
          ...(product.discountApplied ? { originalPrice: product.originalPrice.formatted } : {}),
          imageUrl: product.imageUrl ?? null,
          href: `/product/${encodeURIComponent(product.id)}`,
          soldOut: product.stock <= 0,
        }
      : null,
  };
}

/** The remembered sound choice; storage may be unavailable (private mode), then off. */
export function rememberedSound(): boolean {
  try {
    return window.sessionStorage.getItem(STORY_SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberSound(on: boolean): void {
  try {
    window.sessionStorage.setItem(STORY_SOUND_KEY, on ? 'on' : 'off');
  } catch {
    /* not remembered */
  }
}
