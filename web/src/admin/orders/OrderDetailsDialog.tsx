import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { useMutation, useQuery } from '@apollo/client/react';
import { orderStatusLabel } from '@esencia/domain/order/order-messages';
import type { OrderStatus } from '@esencia/domain/order/order-status';
import {
  PAYMENT_LINK_NOT_EDITABLE_MESSAGE,
  PAYMENT_LINK_UPDATED_MESSAGE,
  takesPaymentLink,
  updatePaymentLink,
} from '@esencia/domain/order/payment-link';
import {
  Button,
  DialogClose,
  ErrorState,
  LoadingState,
  OrderStatusTag,
  TextField,
  truncateText,
  useToast,
} from '@esencia/ui-kit';
import { ConfirmCloseDialog } from '@esencia/ui-kit/src/admin';
import { useState, type FormEvent, type ReactNode } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import { orderStatusOf } from '../../orders/orderView';
import {
  ADMIN_LINE_NAME_MAX_LENGTH,
  allowedActions,
  customerWhatsAppHref,
  ORDER_ADMIN_MESSAGES,
  PAYMENT_LINK_DISPLAY_MAX_LENGTH,
  type AdminOrderDetails,
} from './orderAdmin';
import { AdminOrderDocument, SetPaymentLinkDocument } from './orders.generated';
import { useCopyLink } from '../../app/useCopyLink';
import { paymentMethodOf } from '../../orders/orderView';
import styles from './OrderDetailsDialog.module.css';

/** What the status actions need of an order. */
export interface StatusChangeTarget {
  readonly id: string;
  readonly shortId: string;
  readonly status: OrderStatus;
}

export interface OrderDetailsDialogProps {
  /** The order to show (its `adminOrder` is loaded when the modal opens); null renders nothing. */
  orderId: string | null;
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false once the admin confirmed leaving and the modal animated closed. */
  onOpenChange: (open: boolean) => void;
  /** Process, complete or cancel (only the moves the workflow allows are offered). */
  onChangeStatus: (order: StatusChangeTarget, to: OrderStatus) => void;
  /** A status change of this order is on its way: the actions wait. */
  changing?: boolean;
}

/**
 * The order details modal: customer, lines with their snapshot, totals, payment (method, receipt,
 * payment link), the link to share with copy and WhatsApp, the status history, and the allowed actions.
 */
export function OrderDetailsDialog({ orderId, open, onOpenChange, onChangeStatus, changing }: OrderDetailsDialogProps) {
  const details = useQuery(AdminOrderDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId || !open,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const order = details.data?.adminOrder;
  const status = order ? orderStatusOf(order.status) : null;

  let body: ReactNode;
  if (order) {
    body = <OrderDetails order={order} />;
  } else if (details.error) {
    body = (
      <ErrorState
        message={ORDER_ADMIN_MESSAGES.detailsFailed}
        onRetry={() => void details.refetch()}
        retrying={details.loading}
      />
    );
  } else if (details.loading || !details.data) {
    body = <LoadingState text="Cargando pedido..." />;
  } else {
    body = <ErrorState message={ORDER_ADMIN_MESSAGES.detailsMissing} />;
  }

  return (
    <ConfirmCloseDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={order ? `Pedido #${order.shortId}` : 'Detalles del pedido'}
      description={
        order && status ? (
          <span className={styles.heading}>
            {formatLimaDateTime(order.createdAt)} <OrderStatusTag status={status} />
          </span>
        ) : undefined
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cerrar</Button>
          </DialogClose>
          {order &&
            status &&
            allowedActions(status).map((action) => (
              <Button
                key={action.to}
                variant={action.to === 'cancelled' ? 'danger' : 'primary'}
                disabled={changing}
                aria-label={`${action.label} pedido #${order.shortId}`}
                onClick={() => onChangeStatus({ id: order.id, shortId: order.shortId, status }, action.to)}
              >
                {action.label}
              </Button>
            ))}
        </>
      }
    >
      {body}
    </ConfirmCloseDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function OrderDetails({ order }: { order: AdminOrderDetails }) {
  const { customer, invoice } = order;
  const hasCommission = order.commission.cents > 0;
  return (
    <div className={styles.details}>
      <Section title="Cliente">
        <dl className={styles.facts}>
          <Fact term="Nombre">{customer.fullName}</Fact>
          <Fact term="Email">{customer.email}</Fact>
          <Fact term="Celular">{customer.phone}</Fact>
          <Fact term="Documento">{`${customer.documentType} ${customer.documentNumber}`}</Fact>
          <Fact term="Comprobante">
            {invoice.ruc ? `${invoice.label} · RUC ${invoice.ruc} · ${invoice.businessName ?? ''}` : invoice.label}
          </Fact>
          <Fact term="Envío">{order.shippingMethodLabel}</Fact>
        </dl>
      </Section>

      <Section title="Productos">
        <ul className={styles.lines} aria-label="Productos del pedido">
          {order.lines.map((line) => (
            <li key={line.productId} className={styles.line}>
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" className={styles.thumb} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.lineText}>
                <span className={styles.lineName}>{truncateText(line.name, ADMIN_LINE_NAME_MAX_LENGTH)}</span>
                <span className={styles.muted}>{line.brandName}</span>
                <span className={styles.muted}>
                  {line.quantity} × <span className={styles.price}>{line.unitPrice.formatted}</span>
                  {line.discountApplied && (
                    <>
                      {' '}
                      <s aria-label={`Antes ${line.originalUnitPrice.formatted}`} className={styles.price}>
                        {line.originalUnitPrice.formatted}
                      </s>
                      {line.discountBadge && (
                        <>
                          {' '}
                          <span className={`${styles.discount} ${styles.price}`}>{line.discountBadge}</span>
                        </>
                      )}
                    </>
                  )}
                </span>
              </div>
              <span className={`${styles.lineTotal} ${styles.price}`}>{line.lineTotal.formatted}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals} aria-label="Totales">
          <Fact term="Subtotal">{order.subtotal.formatted}</Fact>
          <Fact term="Envío">{order.shipping.cents === 0 ? 'Gratis' : order.shipping.formatted}</Fact>
          {hasCommission && <Fact term="Comisión Izipay">{order.commission.formatted}</Fact>}
          <Fact term="Total">
            <strong>{order.total.formatted}</strong>
          </Fact>
        </dl>
      </Section>

      <Section title="Pago">
        <dl className={styles.facts}>
          <Fact term="Método de pago">{order.paymentMethodLabel}</Fact>
          {order.stockHeldUntil && (
            <Fact term="Unidades reservadas hasta">{`${formatLimaDateTime(order.stockHeldUntil)} (hora de Lima)`}</Fact>
          )}
        </dl>
        <Receipt order={order} />
        {/* Only an Izipay order is paid through a link (issue 27: a Yape order offered one). */}
        {takesPaymentLink(paymentMethodOf(order.paymentMethod)) && (
          <PaymentLinkEditor key={`${order.id}:${order.status}:${order.paymentLink ?? ''}`} order={order} />
        )}
      </Section>

      <Section title="Enlace del pedido">
        <OrderLinkShare order={order} />
      </Section>

      <Section title="Historial de estados">
        {order.statusHistory.length === 0 ? (
          <p className={styles.muted}>Sin cambios de estado todavía.</p>
        ) : (
          <ol className={styles.history} aria-label="Historial de estados">
            {order.statusHistory.map((change) => (
              <li key={`${change.at}-${change.to}`} className={styles.historyItem}>
                <span>
                  {orderStatusLabel(orderStatusOf(change.from))} → {orderStatusLabel(orderStatusOf(change.to))}
                </span>
                <span className={styles.muted}>
                  {formatLimaDateTime(change.at)} · {change.adminEmail}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Receipt({ order }: { order: AdminOrderDetails }) {
  if (order.receiptUrl) {
    return (
      <figure className={styles.receipt}>
        <a href={order.receiptUrl} target="_blank" rel="noopener noreferrer">
          <img src={order.receiptUrl} alt={`Comprobante de pago del pedido #${order.shortId}`} />
        </a>
        <figcaption className={styles.muted}>Comprobante subido por el cliente (se abre en otra pestaña).</figcaption>
      </figure>
    );
  }
  return <p className={styles.muted}>El cliente no ha subido un comprobante de pago.</p>;
}

/**
 * The payment link: editable only while the order is processing (spec); the domain's rules are checked
 * before anything is sent (http/https only, https:// added to a link typed without it, empty removes it).
 */
function PaymentLinkEditor({ order }: { order: AdminOrderDetails }) {
  const { toast } = useToast();
  const status = orderStatusOf(order.status);
  const [value, setValue] = useState(order.paymentLink ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetPaymentLinkDocument, {
    update(cache, { data }) {
      const saved = data?.setPaymentLink;
      if (saved?.__typename !== 'Order') return;
      cache.modify({
        id: cache.identify({ __typename: 'AdminOrder', id: order.id }),
        fields: { paymentLink: () => saved.paymentLink ?? null },
      });
    },
  });

  if (status !== 'processing') {
    return (
      <div className={styles.paymentLink}>
        <p className={styles.factLine}>
          <span className={styles.term}>Link de pago:</span>{' '}
          {order.paymentLink ? (
            <a href={order.paymentLink} target="_blank" rel="noopener noreferrer" title={order.paymentLink}>
              {truncateText(order.paymentLink, PAYMENT_LINK_DISPLAY_MAX_LENGTH)}
            </a>
          ) : (
            'Sin link de pago'
          )}
        </p>
        <p className={styles.muted}>{PAYMENT_LINK_NOT_EDITABLE_MESSAGE}</p>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = updatePaymentLink({ status, paymentMethod: paymentMethodOf(order.paymentMethod) }, value);
    if (!checked.ok) {
      if (checked.error.code === 'PAYMENT_LINK_NOT_EDITABLE') toast({ title: checked.error.message, tone: 'error' });
      else setError(checked.error.message);
      return;
    }
    setError(null);
    try {
      const saved = unwrap(
        answered((await save({ variables: { orderId: order.id, link: checked.value ?? '' } })).data).setPaymentLink,
      );
      setValue(saved.paymentLink ?? '');
      toast({ title: PAYMENT_LINK_UPDATED_MESSAGE, tone: 'success' });
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.fieldErrors['link']) {
        setError(failure.fieldErrors['link']);
      } else if (failure instanceof ApiFailure && failure.code === 'PAYMENT_LINK_NOT_EDITABLE') {
        toast({ title: failure.message, tone: 'error' });
      } else {
        toast({ title: ORDER_ADMIN_MESSAGES.paymentLinkFailed, tone: 'error' });
      }
    }
  }

  return (
    <form className={styles.paymentLinkForm} onSubmit={(event) => void submit(event)} aria-label="Link de pago">
      <TextField
        label="Link de pago"
        name="paymentLink"
        inputMode="url"
        placeholder="https://pago.izipay.pe/…"
        value={value}
        error={error}
        hint="Vacío quita el link. Sin http:// se agrega https://."
        className={styles.paymentLinkField}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" loading={loading} loadingLabel="Guardando...">
        Guardar link de pago
      </Button>
    </form>
  );
}

/** The order's link for the customer: shown, copied (2 s feedback) and sent to the customer's WhatsApp. */
function OrderLinkShare({ order }: { order: AdminOrderDetails }) {
  const { copy, feedback } = useCopyLink();
  return (
    <div className={styles.share}>
      <a href={order.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {order.link}
      </a>
      <div className={styles.shareActions}>
        <Button size="sm" variant="secondary" onClick={() => void copy(order.link)}>
          Copiar link
        </Button>
        <Button size="sm" variant="secondary" asChild>
          <a
            href={customerWhatsAppHref(order)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Enviar el pedido #${order.shortId} por WhatsApp a ${order.customer.fullName}`}
          >
            WhatsApp
          </a>
        </Button>
      </div>
      <p role="status" className={styles.copyFeedback} data-ok={feedback?.ok}>
        {feedback?.message}
      </p>
    </div>
  );
}
