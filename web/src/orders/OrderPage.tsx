import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { ORDER_NOT_FOUND_MESSAGE } from '@esencia/domain/order/order-messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { canBuyAgain } from '@esencia/domain/cart/buy-again';
import { canAttachReceipt } from '@esencia/domain/order/payment-receipt';
import { detailNeedsPolling, ORDER_POLLING_INTERVAL_MS } from '@esencia/domain/order/order-tracking';
import { shortOrderId } from '@esencia/domain/order/short-id';
import { Button, EmptyState, ErrorState, LoadingState, OrderCard, PageHeader, TextField } from '@esencia/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useCopyLink } from '../app/useCopyLink';
import { isOrderPlacedState } from './orderPlaced';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useStoreSettings } from '../storeSettings/useStoreSettings';
import { orderCardOrder, orderStatusOf, paymentMethodOf, storePayment } from './orderView';
import { OrderDocument } from './orders.generated';
import { BuyAgainButton } from './BuyAgainButton';
import { ReceiptUpload } from './ReceiptUpload';
import { rememberOrder } from './rememberedOrders';
import { useOrderChangeToasts } from './useOrderTracking';
import { useOrderUpdates } from './useOrderUpdates';
import styles from './OrderPage.module.css';

export const ORDER_PAGE_MESSAGES = {
  back: 'Volver a mis pedidos',
  loading: 'Cargando pedido...',
  missingId: 'ID de pedido no proporcionado',
  loadError: 'No se pudo cargar la información del pedido',
  notFound: ORDER_NOT_FOUND_MESSAGE,
  notFoundHint: 'Revisa el enlace de tu pedido o búscalo en tus pedidos.',
  myOrders: 'Ver mis pedidos',
  placedTitle: '¡Pedido registrado!',
  placedText: 'Guarda el enlace de esta página para seguir tu pedido; también te lo enviamos por email.',
  linkLabel: 'Enlace de tu pedido',
  copyLink: 'Copiar enlace',
} as const;

/** While a pending order holds its units (the store's hold for its payment method): until when, in Lima. */
export function stockHeldNotice(until: string): string {
  return `Tus productos están reservados hasta el ${formatLimaDateTime(until)} (hora de Lima), mientras confirmamos tu pedido.`;
}

/** 'Pedido #xxxxxx' (the tab and the heading); 'Pedido' until the id is known. */
export function orderPageTitle(id: string | undefined): string {
  return id ? `Pedido #${shortOrderId(id)}` : 'Pedido';
}

/**
 * /order/{id}: the link shared with the customer. The order card opened (products, payment section with the
 * store's accounts, totals, WhatsApp), a back button to /my-orders, the not-found view; opening it remembers
 * the order in this browser (for a guest's 'Mis Pedidos'). Followed every 15 s until completed or cancelled,
 * each change announced with a toast.
 */
export function OrderPage() {
  const { id } = useParams();
  useDocumentTitle(orderPageTitle(id));

  const back = (
    <Button asChild variant="ghost" size="sm" className={styles.back}>
      <Link to="/my-orders">
        <span aria-hidden="true">←</span> {ORDER_PAGE_MESSAGES.back}
      </Link>
    </Button>
  );

  return (
    <>
      {back}
      <PageHeader title={orderPageTitle(id)} />
      {id && <PlacedNotice />}
      {id ? (
        <OrderDetail key={id} id={id} />
      ) : (
        <ErrorState message={ORDER_PAGE_MESSAGES.missingId} action={<MyOrdersLink />} />
      )}
    </>
  );
}

/**
 * Right after the checkout: the order is registered, and this page's address is the one to keep (the link the
 * e-mail also carries). Shown only when the checkout brought the shopper here, never on a later visit.
 */
function PlacedNotice() {
  const location = useLocation();
  const placed = isOrderPlacedState(location.state);
  // The whole address, known once mounted (a server render has no window).
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    if (placed) setLink(window.location.origin + location.pathname);
  }, [placed, location.pathname]);
  const { copy, feedback } = useCopyLink();
  if (!placed) return null;
  return (
    <section className={styles.placed} aria-labelledby="pedido-registrado">
      <h2 id="pedido-registrado" className={styles.placedTitle}>
        {ORDER_PAGE_MESSAGES.placedTitle}
      </h2>
      <p className={styles.placedText}>{ORDER_PAGE_MESSAGES.placedText}</p>
      {link && (
        <div className={styles.placedLink}>
          <TextField
            label={ORDER_PAGE_MESSAGES.linkLabel}
            value={link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <Button variant="secondary" onClick={() => void copy(link)}>
            {ORDER_PAGE_MESSAGES.copyLink}
          </Button>
        </div>
      )}
      <p role="status" className={styles.placedFeedback}>
        {feedback?.message}
      </p>
    </section>
  );
}

function MyOrdersLink() {
  return (
    <Button asChild variant="secondary">
      <Link to="/my-orders">{ORDER_PAGE_MESSAGES.myOrders}</Link>
    </Button>
  );
}

function OrderDetail({ id }: { id: string }) {
  const client = useApolloClient();
  const { settings } = useStoreSettings();
  const observe = useOrderChangeToasts('detail');
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(OrderDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order ?? null;
  const found = order !== null;
  const moving = order ? detailNeedsPolling(orderStatusOf(order.status)) : false;

  // Followed every 15 s while it can still change (Apollo's polling: the next wait starts once the answer is
  // back); a failed poll is silent, the page keeps what it shows.
  useEffect(() => {
    if (!moving) return undefined;
    startPolling(ORDER_POLLING_INTERVAL_MS);
    return stopPolling;
  }, [moving, startPolling, stopPolling]);

  useEffect(() => {
    if (found) rememberOrder(id);
  }, [found, id]);

  useEffect(() => {
    if (order) observe([order]);
  }, [order, observe]);

  // Live: the server pushes each change into the cache as it happens; the 15 s polling stays as the fallback.
  useOrderUpdates(moving ? [id] : [], { onUpdate: (pushed) => observe([pushed]) });

  if (error && !data) {
    return (
      <ErrorState
        message={ORDER_PAGE_MESSAGES.loadError}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={loading}
      />
    );
  }
  if (!data) return <LoadingState text={ORDER_PAGE_MESSAGES.loading} />;
  if (!order) {
    return (
      <EmptyState
        title={ORDER_PAGE_MESSAGES.notFound}
        titleAs="h2"
        description={ORDER_PAGE_MESSAGES.notFoundHint}
        action={<MyOrdersLink />}
      />
    );
  }

  const status = orderStatusOf(order.status);
  const heldUntil = status === 'pending' ? order.stockHeldUntil : null;
  return (
    <>
      {heldUntil && (
        <p className={styles.held} role="note">
          {stockHeldNotice(heldUntil)}
        </p>
      )}
      {canBuyAgain(status) && <BuyAgainButton order={order} className={styles.buyAgain} />}
      <OrderCard
        className={styles.card}
        order={orderCardOrder(order, settings)}
        storePayment={storePayment(settings)}
        defaultExpanded
        receiptSlot={
          canAttachReceipt({
            status,
            paymentMethod: paymentMethodOf(order.paymentMethod),
          }) ? (
            <ReceiptUpload
              orderId={order.id}
              receiptUrl={order.receiptUrl ?? null}
              onUploaded={(receiptUrl) =>
                client.cache.modify({
                  id: client.cache.identify({ __typename: 'Order', id: order.id }),
                  fields: { hasReceipt: () => true, receiptUrl: () => receiptUrl },
                })
              }
            />
          ) : undefined
        }
      />
    </>
  );
}
