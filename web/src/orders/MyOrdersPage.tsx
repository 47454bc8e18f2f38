import { canBuyAgain } from '@esencia/domain/cart/buy-again';
import { filterOrders, ORDER_FILTERS, type OrderFilter } from '@esencia/domain/order/order-list';
import { orderStatusLabel } from '@esencia/domain/order/order-messages';
import { detailNeedsPolling, needsTracking, ORDER_POLLING_INTERVAL_MS } from '@esencia/domain/order/order-tracking';
import { Button, EmptyState, ErrorState, LoadingState, OrderCard, PageHeader, Pagination } from '@esencia/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { SignInHint } from '../auth/SignInHint';
import { useSession } from '../auth/SessionProvider';
import { BuyAgainButton } from './BuyAgainButton';
import type { OrderFieldsFragment } from './orderFields.generated';
import { useStoreSettings, type StoreSettings } from '../storeSettings/useStoreSettings';
import { graphQLOrderStatus, orderCardOrder, orderStatusOf, storePayment, trackedOrder } from './orderView';
import { MyOrdersDocument, OrdersByIdsDocument } from './orders.generated';
import { rememberedOrderIds } from './rememberedOrders';
import { useOrderChangeToasts } from './useOrderTracking';
import { useOrderUpdates } from './useOrderUpdates';
import styles from './MyOrdersPage.module.css';

export const MY_ORDERS_MESSAGES = {
  title: 'Mis Pedidos',
  loading: 'Cargando pedidos...',
  loadError: 'Hubo un error al cargar los pedidos',
  filterError: 'Hubo un error al actualizar los pedidos',
  empty: 'No hay pedidos en esta categoría',
  emptyHint: 'Cuando hagas un pedido, aparecerá aquí.',
  browse: 'Ver productos',
  guestHint: 'Inicia sesión para filtrar tus pedidos y ver tu historial completo.',
  viewOrder: 'Ver pedido',
  favorites: 'Mis favoritos',
} as const;

/** The filter buttons' texts: 'Todos' and the domain's status labels. */
export function orderFilterLabel(filter: OrderFilter): string {
  return filter === 'all' ? 'Todos' : orderStatusLabel(filter);
}

/**
 * /my-orders ('Mis Pedidos'). Signed in: the account's orders (and guest orders with its verified e-mail),
 * filtered by status. Guests: the orders whose links this browser remembers, with the hint to log in.
 * Orders still moving are followed (15 s polling) and every change is announced with a toast.
 */
export function MyOrdersPage() {
  useDocumentTitle(MY_ORDERS_MESSAGES.title);
  const { me, loading } = useSession();
  return (
    <>
      <PageHeader title={MY_ORDERS_MESSAGES.title} />
      {loading ? (
        <LoadingState text={MY_ORDERS_MESSAGES.loading} />
      ) : me ? (
        <AccountOrders key={me.id} />
      ) : (
        <GuestOrders />
      )}
    </>
  );
}

/**
 * A page of the account's orders at a time (MY_ORDERS_PAGE_SIZE on the server): an account with 2,000 orders
 * loaded them all, 4 MB, on every visit.
 */
function AccountOrders() {
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [filtered, setFiltered] = useState(false);
  const [page, setPage] = useState(1);
  const status = filter === 'all' ? undefined : graphQLOrderStatus(filter);
  const { data, previousData, error, loading, refetch } = useQuery(MyOrdersDocument, {
    variables: page > 1 ? { status, page } : { status },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? (loading && filtered ? undefined : previousData);
  const totalPages = shown?.myOrderPage.totalPages ?? 1;

  return (
    <>
      <div role="group" aria-label="Filtrar por estado" className={styles.filters}>
        {ORDER_FILTERS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === filter ? 'primary' : 'secondary'}
            aria-pressed={option === filter}
            onClick={() => {
              setFilter(option);
              setFiltered(true);
              setPage(1);
            }}
          >
            {orderFilterLabel(option)}
          </Button>
        ))}
      </div>
      <p className={styles.favoritesLink}>
        <Link to="/favoritos">{MY_ORDERS_MESSAGES.favorites}</Link>: lo que guardaste con el corazón, al precio de hoy.
      </p>
      <OrderList
        orders={data?.myOrderPage.items}
        error={error}
        errorMessage={filtered ? MY_ORDERS_MESSAGES.filterError : MY_ORDERS_MESSAGES.loadError}
        retrying={loading}
        onRetry={() => void refetch().catch(() => undefined)}
        filter={filter}
      />
      {totalPages > 1 && (
        <Pagination
          page={shown?.myOrderPage.page ?? page}
          totalPages={totalPages}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}

function GuestOrders() {
  const [ids] = useState(() => rememberedOrderIds());
  const { data, error, loading, refetch } = useQuery(OrdersByIdsDocument, {
    variables: { ids },
    skip: ids.length === 0,
    fetchPolicy: 'cache-and-network',
  });

  return (
    <>
      <SignInHint className={styles.guestHint} text={MY_ORDERS_MESSAGES.guestHint} />
      <OrderList
        orders={ids.length === 0 ? [] : data?.ordersByIds}
        error={error}
        errorMessage={MY_ORDERS_MESSAGES.loadError}
        retrying={loading}
        onRetry={() => void refetch().catch(() => undefined)}
        filter="all"
      />
    </>
  );
}

interface OrderListProps {
  /** The orders answered; undefined while loading or after a failure. */
  orders: readonly OrderFieldsFragment[] | undefined;
  error: unknown;
  errorMessage: string;
  retrying: boolean;
  onRetry: () => void;
  filter: OrderFilter;
}

function OrderList({ orders, error, errorMessage, retrying, onRetry, filter }: OrderListProps) {
  const { settings } = useStoreSettings();
  const observe = useOrderChangeToasts('list');
  const list = useMemo(() => orders ?? [], [orders]);
  const trackedIds = list.filter((order) => needsTracking(trackedOrder(order))).map((order) => order.id);

  // Every look at the orders (the list, a poll, a live update: all in the cache) is compared and announced.
  useEffect(() => observe(list), [list, observe]);

  // Live: the server pushes each change of the pending and processing orders into the cache as it happens.
  useOrderUpdates(list.filter((order) => detailNeedsPolling(orderStatusOf(order.status))).map((order) => order.id));

  // Only the orders still moving are asked again every 15 s (Apollo's polling; their copies in the cache update
  // the list): a filtered list keeps announcing an order that leaves it. Read from the cache at first (the list
  // brought them); a failed poll is silent.
  useQuery(OrdersByIdsDocument, {
    variables: { ids: trackedIds },
    skip: trackedIds.length === 0,
    pollInterval: ORDER_POLLING_INTERVAL_MS,
  });

  if (error && !orders) {
    return <ErrorState message={errorMessage} onRetry={onRetry} retrying={retrying} />;
  }
  if (!orders) return <LoadingState text={MY_ORDERS_MESSAGES.loading} />;

  // An order whose status changed (polling, live update) leaves a filtered list at once.
  const shown = filterOrders(
    list.map((order) => ({ order, status: orderStatusOf(order.status) })),
    filter,
  ).map(({ order }) => order);

  if (shown.length === 0) {
    return (
      <EmptyState
        title={MY_ORDERS_MESSAGES.empty}
        description={MY_ORDERS_MESSAGES.emptyHint}
        action={
          filter === 'all' || filter === 'pending' ? (
            <Button asChild>
              <Link to="/web-products">{MY_ORDERS_MESSAGES.browse}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <ul className={styles.list} aria-label="Pedidos">
      {shown.map((order) => (
        <OrderListItem key={order.id} order={order} settings={settings} />
      ))}
    </ul>
  );
}

function OrderListItem({ order, settings }: { order: OrderFieldsFragment; settings: StoreSettings | null }) {
  return (
    <li className={styles.item}>
      <OrderCard order={orderCardOrder(order, settings)} storePayment={storePayment(settings)} />
      <div className={styles.itemActions}>
        {canBuyAgain(orderStatusOf(order.status)) && (
          <BuyAgainButton order={order} size="sm" aria-label={`Volver a comprar: pedido #${order.shortId}`} />
        )}
        <Link className={styles.detailLink} to={`/order/${encodeURIComponent(order.id)}`}>
          {MY_ORDERS_MESSAGES.viewOrder} #{order.shortId}
        </Link>
      </div>
    </li>
  );
}
