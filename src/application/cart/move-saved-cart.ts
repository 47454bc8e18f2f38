import { cartStateMachine, type CartStatus } from '../../domain/cart/cart-status';
import type { Transaction } from '../ports/unit-of-work';

/**
 * Moves an account's saved cart by the domain's table (cart-status.ts), in the caller's transaction and under
 * its `cart:{accountId}` lock: to active (its lines changed) or checkout (checkout opened), both touching it,
 * or to completed (an order placed from it). A cart without a row starts active. Answers whether it moved; a
 * move the table does not have (checkout from a completed cart: nothing left in it) changes nothing.
 */
export async function moveSavedCart(
  tx: Transaction,
  accountId: string,
  to: Exclude<CartStatus, 'abandoned'>,
  at: Date,
): Promise<boolean> {
  const from = (await tx.cartStatuses.find(accountId))?.status ?? 'active';
  if (!cartStateMachine.transition(from, to, undefined).ok) return false;
  if (to === 'completed') await tx.cartStatuses.complete(accountId, at);
  else await tx.cartStatuses.touch(accountId, to, at);
  return true;
}
