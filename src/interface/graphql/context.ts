import DataLoader from 'dataloader';
import type { Viewer } from '../../application/identity/viewer';
import type { OrderChangeFeed } from '../../application/ports/order-changes';
import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import type { GetBrands } from '../../application/catalog/GetBrands';
import type { GetCategories } from '../../application/catalog/GetCategories';

/**
 * Per-request state. Loaders live exactly one request so batching never
 * serves one shopper's data to another and caches never go stale. The viewer
 * comes from the server-side session behind the cookie, never from the client.
 */
export interface GraphQLContext {
  readonly loaders: {
    readonly brandById: DataLoader<string, Brand | null>;
    readonly categoryById: DataLoader<string, Category | null>;
  };
  readonly viewer: Viewer | null;
  readonly sessionToken: string | null;
  /** The client's address (an IPv6 one by its /56 network: clientNetwork), for per-address limits. */
  readonly ip: string;
  readonly session: {
    start(token: string): void;
    end(): void;
  };
  /** The guest's id from its cookie, or a new one set in the answer's guest cookie (story views). */
  guestToken(): string;
  /** Order changes heard from every server process, for the live order subscription. */
  readonly orderChanges: OrderChangeFeed;
  /** The store's public origin (PUBLIC_URL, or the local default; never the request's), for absolute links. */
  readonly siteOrigin: string;
}

/** The request's loaders, for its viewer: an inactive brand or category is null unless the viewer is the admin. */
export function createLoaders(
  useCases: { getBrands: GetBrands; getCategories: GetCategories },
  viewer: Viewer | null,
): GraphQLContext['loaders'] {
  return {
    brandById: new DataLoader((ids) => useCases.getBrands.execute(ids, viewer)),
    categoryById: new DataLoader((ids) => useCases.getCategories.execute(ids, viewer)),
  };
}
