import { orderChangeNotice } from '@esencia/domain/order/order-tracking';
import { useToast } from '@esencia/ui-kit';
import { useCallback, useRef } from 'react';
import type { OrderFieldsFragment } from './orderFields.generated';
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
