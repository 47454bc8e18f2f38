import { ORDER_POLLING_INTERVAL_MS, orderChangeNotice } from '@esencia/domain/order/order-tracking';
import { useToast } from '@esencia/ui-kit';
import { useCallback, useEffect, useRef } from 'react';
import type { OrderFieldsFragment } from '../gql/graphql';
import { trackedOrder } from './orderView';

type Seen = Pick<OrderFieldsFragment, 'id' | 'status' | 'paymentLink'>;

/**
 * The spec's change toasts: remembers each order's status and payment link as last seen and announces
 * what changed with the domain's `orderChangeNotice` ('El pedido #xxxxxx ahora está en proceso.' on the
 * list, 'El pedido ahora está en proceso.' and 'El link de pago ya está disponible.' on the detail).
 * An order seen for the first time is only remembered. Feed it every look at the orders (the page's data,
 * a poll's answer, a live update): a change is announced once, whichever look brings it first.
 */
export function useOrderChangeToasts(scope: 'list' | 'detail'): (orders: readonly Seen[]) => void {
  const { toast } = useToast();
  const known = useRef(new Map<string, ReturnType<typeof trackedOrder>>());
  return useCallback(
    (orders: readonly Seen[]) => {
      for (const order of orders) {
        const current = trackedOrder(order);
        const previous = known.current.get(current.id);
        known.current.set(current.id, current);
        const notice = previous && orderChangeNotice(previous, current, scope);
        if (notice) toast({ title: notice.text, tone: notice.tone });
      }
    },
    [scope, toast],
  );
}

/**
 * Asks `poll` every 15 s (ORDER_POLLING_INTERVAL_MS) while `active`; the next wait starts once an answer
 * (or a failure) is back. Failures are only logged (spec: polling failures are silent).
 */
export function useOrderPolling(active: boolean, key: string, poll: () => Promise<unknown>): void {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });
  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        void pollRef
          .current()
          .catch((reason: unknown) => console.error('No se pudo actualizar el estado de los pedidos', reason))
          .finally(() => {
            if (!stopped) schedule();
          });
      }, ORDER_POLLING_INTERVAL_MS);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, key]);
}
