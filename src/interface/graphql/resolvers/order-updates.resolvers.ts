import { ORDER_NOT_FOUND_MESSAGE } from '../../../domain/order/order-messages';
import { GraphQLError } from 'graphql';
import { inject, injectable } from 'inversify';
import { Arg, Ctx, ID, Resolver, Root, Subscription, type PubSub } from 'type-graphql';
import { GetOrder } from '../../../application/orders/GetOrder';
import { MAX_REMEMBERED_ORDERS, TOO_MANY_ORDERS_MESSAGE } from '../../../application/orders/ListOrdersByIds';
import type { FileStorage } from '../../../application/ports/file-storage';
import type { OrderChangeFeed } from '../../../application/ports/order-changes';
import { TOKENS } from '../../../application/ports/tokens';
import { domainError } from '../../../domain/shared/result';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { checkTextArgument } from '../input-rules';
import { OrderPresenter } from '../presenters/order.presenter';
import { Order } from '../types/order.types';

/** The order was announced but cannot be read (an id that is not an order): that one event carries this error. */

/**
 * type-graphql insists on a PubSub once the schema has a subscription, even
 * when every subscription brings its own `subscribe` (ours read PostgreSQL's
 * LISTEN/NOTIFY through the order change feed): this one is never called.
 */
export const subscriptionsBringTheirOwnSource: PubSub = {
  publish() {
    throw new Error('Las suscripciones de la tienda no usan PubSub: leen el feed de cambios de pedidos.');
  },
  subscribe() {
    throw new Error('Las suscripciones de la tienda no usan PubSub: leen el feed de cambios de pedidos.');
  },
};

/**
 * The ids of the watched orders as they change, read from the order change
 * feed (every server process hears every change). Changes not yet read are
 * coalesced: an order that changed three times is read once, in its latest
 * state. Ending the iteration (the client left) unsubscribes at once, even
 * while waiting, which an async generator could not do.
 */
export function orderChangeStream(feed: OrderChangeFeed, orderIds: readonly string[]): AsyncIterableIterator<string> {
  const pending = new Set<string>();
  let wake: (() => void) | null = null;
  let done = orderIds.length === 0;
  const unsubscribe = done
    ? () => undefined
    : feed.subscribe(orderIds, (orderId) => {
        pending.add(orderId);
        wake?.();
      });
  const finish = (): IteratorReturnResult<undefined> => {
    if (!done) unsubscribe();
    done = true;
    pending.clear();
    wake?.();
    return { done: true, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<string>> {
      while (!done && pending.size === 0) {
        await new Promise<void>((resolve) => {
          wake = () => {
            wake = null;
            resolve();
          };
        });
      }
      const [orderId] = pending;
      if (orderId === undefined) return { done: true, value: undefined };
      pending.delete(orderId);
      return { done: false, value: orderId };
    },
    async return() {
      return finish();
    },
    async throw(error: unknown) {
      finish();
      throw error;
    },
  };
}

/**
 * Live order pages. `orderUpdated` pushes an order each time it changes
 * (status, payment link, receipt), whichever server process made the change.
 * Like `ordersByIds`, holding the links is enough: no sign-in, at most 50.
 * type-graphql's `subscribe` option is a static function, so the feed comes
 * from the request's context; each event is then read and presented here.
 */
@injectable()
@Resolver()
export class OrderUpdatesResolver {
  private readonly present: OrderPresenter;

  constructor(
    @inject(GetOrder) private readonly getOrder: GetOrder,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new OrderPresenter(storage);
  }

  @Subscription(() => Order, {
    description:
      'Cada cambio de estos pedidos (estado, link de pago, comprobante), al momento. Máximo 50 enlaces; basta tenerlos.',
    subscribe: ({ args, context }) => {
      const given = (args as { ids: string[] }).ids;
      const ids = [...new Set(given.map((id) => id.trim()).filter(Boolean))];
      if (ids.length > MAX_REMEMBERED_ORDERS) {
        throw domainFailure(domainError('TOO_MANY_ORDERS', TOO_MANY_ORDERS_MESSAGE));
      }
      // Kept for the stream's whole life: only ids that could be an order's link (the queries' input rule).
      checkTextArgument(given, 'ids');
      return orderChangeStream((context as GraphQLContext).orderChanges, ids);
    },
  })
  async orderUpdated(
    @Root() orderId: string,
    @Arg('ids', () => [ID], { description: 'Los ids (enlaces) de los pedidos a seguir.' }) _ids: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Order> {
    const order = await this.getOrder.execute(orderId);
    if (!order) throw new GraphQLError(ORDER_NOT_FOUND_MESSAGE, { extensions: { code: 'NOT_FOUND' } });
    return this.present.order(order, ctx.siteOrigin);
  }
}
