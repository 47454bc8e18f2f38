import { ApolloLink, type ApolloCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';
import { OrderFieldsFragmentDoc, OrderVersionFragmentDoc } from '../orders/orderFields.generated';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object';

/**
 * A query's answer never takes an order back in time. An answer read by the server before the order changed can
 * arrive after a newer copy reached the cache (pushed live, or another query's answer): each order in it older
 * than the cached copy (`updatedAt`) is replaced by that copy before the cache takes the answer.
 */
export function newestOrdersLink(cache: ApolloCache): ApolloLink {
  const newer = (order: Node): Node | undefined => {
    if (order['__typename'] !== 'Order' || typeof order['id'] !== 'string' || typeof order['updatedAt'] !== 'string') {
      return undefined;
    }
    const id = cache.identify({ __typename: 'Order', id: order['id'] });
    const kept = cache.readFragment({ id, fragment: OrderVersionFragmentDoc });
    if (!kept || kept.updatedAt <= order['updatedAt']) return undefined;
    const current = cache.readFragment({ id, fragment: OrderFieldsFragmentDoc, fragmentName: 'OrderFields' });
    return current ? { ...order, ...current } : undefined;
  };
  const freshen = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(freshen);
    if (!isNode(value)) return value;
    const replaced = newer(value);
    if (replaced) return replaced;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, freshen(inner)]));
  };
  return new ApolloLink((operation, forward) =>
    operation.operationType === OperationTypeNode.QUERY
      ? forward(operation).pipe(
          map((result) =>
            'data' in result && result.data ? { ...result, data: freshen(result.data) as Node } : result,
          ),
        )
      : forward(operation),
  );
}
