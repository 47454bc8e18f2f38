import type { Product } from '../../domain/catalog/product';
import { isOnSale } from '../../domain/catalog/product-visibility';
import { asOrderable } from '../../domain/stock/stock-movement';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoredStory, StoryQueries } from '../ports/stories';

/** A story as shoppers see it. */
export interface PublicStoryView {
  readonly story: StoredStory;
  /** The linked product when it is on sale now (the catalogue's rule); null when none, deleted or not sold. */
  readonly product: Product | null;
  /** The signed-in viewer's own like and 'Lo quiero'; false for guests. */
  readonly viewerLiked: boolean;
  readonly viewerWanted: boolean;
}

/**
 * The stories with their linked products and the viewer's likes and wants,
 * in a fixed number of queries whatever their number: one product look-up
 * (the carts' catalogue read, filtered by isOnSale) and one for the viewer.
 */
export async function publicStoryViews(
  stories: readonly StoredStory[],
  deps: { readonly products: ProductRepository; readonly stories: StoryQueries },
  viewer: Viewer | null,
): Promise<PublicStoryView[]> {
  if (stories.length === 0) return [];
  const productIds = [...new Set(stories.flatMap((story) => (story.productId ? [story.productId] : [])))];
  const storyIds = stories.map((story) => story.id);
  const [entries, mine] = await Promise.all([
    productIds.length > 0 ? deps.products.findForCart(productIds) : [],
    viewer ? deps.stories.viewerInteractions(viewer.email, storyIds) : null,
  ]);
  const onSale = new Map(
    entries
      .filter(({ product, brand }) => isOnSale(product, brand))
      .map(({ product }) => [product.id, asOrderable(product)]),
  );
  return stories.map((story) => ({
    story,
    product: (story.productId && onSale.get(story.productId)) || null,
    viewerLiked: mine?.liked.has(story.id) ?? false,
    viewerWanted: mine?.wanted.has(story.id) ?? false,
  }));
}

export async function publicStoryView(
  story: StoredStory,
  deps: { readonly products: ProductRepository; readonly stories: StoryQueries },
  viewer: Viewer | null,
): Promise<PublicStoryView> {
  const [view] = await publicStoryViews([story], deps, viewer);
  if (!view) throw new Error('a story without its view');
  return view;
}
