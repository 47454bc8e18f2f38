import type { Money } from '../money/money';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/**
 * 'Favoritos': a signed-in shopper hearts products to find them again later, at the price of that day. The list
 * is the account's own; a product is in it once (adding it again changes nothing).
 */

/**
 * How many products one account may keep. A shopper's wish list, not a second catalogue: it bounds the rows one
 * account can write and keeps the hearts' list (all the account's ids, read once per visit) small.
 */
export const MAX_FAVORITES = 200;

export const FAVORITES_MESSAGES = {
  added: 'Agregado a tus favoritos.',
  removed: 'Quitado de tus favoritos.',
  limitReached: `Ya tienes ${MAX_FAVORITES} favoritos, el máximo. Quita alguno para agregar otro.`,
  notFound: 'No encontramos el producto',
} as const;

export type FavoritesLimitError = DomainError<'FAVORITES_LIMIT_REACHED'>;
export type FavoriteProductNotFoundError = DomainError<'PRODUCT_NOT_FOUND'>;

export const favoriteProductNotFound = (): FavoriteProductNotFoundError =>
  domainError('PRODUCT_NOT_FOUND', FAVORITES_MESSAGES.notFound);

/**
 * Whether the product may be added to a list of `count` favourites: one already there is answered as it is
 * (`added: false`, nothing written), whatever the count; a new one only below the limit.
 */
export function addFavorite(list: {
  readonly count: number;
  readonly already: boolean;
}): Result<{ readonly added: boolean }, FavoritesLimitError> {
  if (list.already) return ok({ added: false });
  if (list.count >= MAX_FAVORITES) {
    return err(domainError('FAVORITES_LIMIT_REACHED', FAVORITES_MESSAGES.limitReached, { limit: MAX_FAVORITES }));
  }
  return ok({ added: true });
}

/**
 * How much less a favourite costs today than the day it was hearted (both prices with their promotion): 'Bajó S/
 * 20.00 desde que lo guardaste', a reason to come back for it. Null when it costs the same or more, or when its price
 * that day is unknown (hearted before the store kept it).
 */
export function priceDropSinceSaved(savedPrice: Money | null, todayPrice: Money): Money | null {
  if (!savedPrice || !savedPrice.greaterThan(todayPrice)) return null;
  return savedPrice.subtract(todayPrice);
}

/** 'Bajó S/ 20.00 desde que lo guardaste', from the drop as the store formats it ('S/ 20.00'). */
export const priceDropText = (formattedDrop: string): string => `Bajó ${formattedDrop} desde que lo guardaste`;
