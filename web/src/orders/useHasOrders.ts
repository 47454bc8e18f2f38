import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../auth/SessionProvider';
import { HasOrdersDocument } from './hasOrders.generated';
import { REMEMBERED_ORDERS_KEY, rememberedOrderIds } from './rememberedOrders';

/**
 * Whether the shopper has orders, so the top bar can highlight 'Mis pedidos': orders this browser remembers
 * (placed or opened here), or, signed in, the account's orders. Re-read on every navigation (an order just
 * placed or opened) and when another tab changes the remembered list. A failed check only leaves it plain.
 */
export function useHasOrders(): boolean {
  const { me } = useSession();
  const { pathname } = useLocation();
  // Read once mounted (a server render has no storage: plain first), then on every navigation.
  const [remembered, setRemembered] = useState(false);
  const { data } = useQuery(HasOrdersDocument, { skip: !me, fetchPolicy: 'cache-first' });

  useEffect(() => {
    setRemembered(rememberedOrderIds().length > 0);
  }, [pathname, me]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === REMEMBERED_ORDERS_KEY) {
        setRemembered(rememberedOrderIds().length > 0);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return remembered || (!!me && (data?.myOrderCount ?? 0) > 0);
}
