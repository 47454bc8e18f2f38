import type { Product } from '../../domain/catalog/product';
import { storyState, type StoryState } from '../../domain/story/story-lifecycle';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoredStory } from '../ports/stories';

/** A story as the admin sees it: its state now and its linked product as it is now (active or not). */
export interface AdminStoryView {
  readonly story: StoredStory;
  readonly state: StoryState;
  /** null when none is linked, or the product was deleted or archived since. */
  readonly product: Product | null;
}

/** The stories with their state and linked products, looked up in one batch whatever their number. */
export async function adminStoryViews(
  stories: readonly StoredStory[],
  products: ProductRepository,
  now: Date,
): Promise<AdminStoryView[]> {
  const ids = [...new Set(stories.flatMap((story) => (story.productId ? [story.productId] : [])))];
  const found = ids.length > 0 ? await products.findForCart(ids) : [];
  const byId = new Map(found.map(({ product }) => [product.id, product]));
  return stories.map((story) => ({
    story,
    state: storyState(story, now),
    product: (story.productId && byId.get(story.productId)) || null,
  }));
}

export async function adminStoryView(
  story: StoredStory,
  products: ProductRepository,
  now: Date,
): Promise<AdminStoryView> {
  const [view] = await adminStoryViews([story], products, now);
  if (!view) throw new Error('a story without its view');
  return view;
}
