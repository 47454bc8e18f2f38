import { paymentMethodLabel, type PaymentMethod } from '@esencia/domain/checkout/payment-method';
import { INVOICE_TYPE_LABELS, type InvoiceType } from '@esencia/domain/checkout/invoice';
import { Money } from '@esencia/domain/money/money';
import { customerOrderMessage } from '@esencia/domain/order/customer-message';
import { canSendByWhatsApp, startsExpanded } from '@esencia/domain/order/order-list';
import type { OrderStatus } from '@esencia/domain/order/order-status';
import { shortOrderId } from '@esencia/domain/order/short-id';
import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { truncateText } from '../../utils/truncate';
import { Button } from '../Button';
import { DiscountBadge } from '../DiscountBadge';
import { OrderStatusTag } from '../OrderStatusTag';
import { OrderTotalsSummary, type DisplayMoney } from '../OrderSummaryPanel';
import { PaymentInstructions, type PaymentInstructionsProps } from '../PaymentInstructions';
import { PriceTag } from '../PriceTag';
import { ProductImage } from '../ProductImage';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './OrderCard.module.css';

/** Order product names are cut at 45 characters (spec, section 9). */
export const ORDER_LINE_NAME_MAX_LENGTH = 45;

/** One product of the order, from its purchase snapshot. */
export interface OrderCardLine {
  /** The product's id (the list key). */
  productId: string;
  /** Units bought. */
  quantity: number;
  /** Product name at purchase; shown in bold, cut at 45 characters. */
  name: string;
  /** Brand name at purchase. */
  brandName: string;
  /** The snapshot's image URL; a bottle placeholder without one. */
  imageUrl?: string | null;
  /** Unit price paid. */
  unitPrice: DisplayMoney;
  /** Unit price before the promotion; struck through when `discountApplied`. */
  originalUnitPrice: DisplayMoney;
  /** unitPrice × quantity. */
  lineTotal: DisplayMoney;
  /** The promotion applied at purchase. */
  discountApplied: boolean;
  /** '-10%' or '-S/20' when the promotion applied. */
  discountBadge?: string | null;
}

/** The receipt asked for: a 'boleta', or a 'factura' with the company's RUC and business name. */
export interface OrderCardInvoice {
  /** 'boleta' or 'factura'. */
  type: InvoiceType;
  /** The company's RUC (factura only). */
  ruc?: string | null;
  /** The company's business name, 'razón social' (factura only). */
  businessName?: string | null;
}

/** An order as the card shows it (the web maps the GraphQL `Order` into it). */
export interface OrderCardOrder {
  /** The order's full id; the card shows its last 6 characters. */
  id: string;
  /** Current status. */
  status: OrderStatus;
  /** When it was placed (ISO string or Date); shown as date and time in Lima. */
  createdAt: string | Date;
  /** How the customer pays. */
  paymentMethod: PaymentMethod;
  /** Izipay's payment link (linkPago); null until the store generates it. */
  paymentLink?: string | null;
  /** The receipt type asked for. */
  invoice: OrderCardInvoice;
  /** The products bought. */
  lines: readonly OrderCardLine[];
  /** Sum of the lines. */
  subtotal: DisplayMoney;
  /** Shipping cost; 0 reads 'Gratis'. */
  shipping: DisplayMoney;
  /** Izipay commission; its line shows only above zero. */
  commission: DisplayMoney;
  /** What the customer pays. */
  total: DisplayMoney;
  /** The wa.me link with the order message; the 'Enviar por WhatsApp' button shows for pending and processing orders that have one. */
  whatsappLink?: string | null;
}

/** The store's payment details that the payment section shows. */
export type OrderCardStorePayment = Pick<PaymentInstructionsProps, 'yape' | 'plin' | 'bankAccounts' | 'socialLinks'>;

export interface OrderCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The order to show. */
  order: OrderCardOrder;
  /** Yape/Plin accounts, bank accounts and social links from the store settings. */
  storePayment?: OrderCardStorePayment;
  /**
   * Whether the body starts open. Defaults to the domain's `startsExpanded(status)` (pending and
   * processing orders, as on 'Mis Pedidos'); the order page passes true.
   */
  defaultExpanded?: boolean;
  /** Rendered in the payment section of pending and processing orders (the receipt upload). */
  receiptSlot?: ReactNode;
  /** Level of the card's heading. Defaults to 2; sections inside use the next level. */
  headingLevel?: 2 | 3;
}

/** 'Boleta', or 'Factura · RUC 20… · razón social'. */
function invoiceText(invoice: OrderCardInvoice): string {
  const label = INVOICE_TYPE_LABELS[invoice.type];
  if (invoice.type !== 'factura') return label;
  return [label, invoice.ruc && `RUC ${invoice.ruc}`, invoice.businessName].filter(Boolean).join(' · ');
}

function unitsText(count: number): string {
  return count === 1 ? '1 producto' : `${count} productos`;
}

function ChevronIcon() {
  return (
    <Icon size={20} strokeWidth={2}>
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

function WhatsAppIcon() {
  return (
    <Icon size={18} strokeWidth={1.8}>
      <path
        d="M4 20l1.3-3.9A8 8 0 1 1 8 19l-4 1zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2L9 8.5z"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

function OrderLineItem({ line }: { line: OrderCardLine }) {
  const shortName = truncateText(line.name, ORDER_LINE_NAME_MAX_LENGTH);
  return (
    <li className={styles.line}>
      <span className={styles.quantity}>
        <VisuallyHidden>Cantidad: </VisuallyHidden>
        {line.quantity}
        <span aria-hidden="true">×</span>
      </span>
      <ProductImage className={styles.image} src={line.imageUrl} alt={line.name} sizes="56px" />
      <div className={styles.lineInfo}>
        <p className={styles.brand}>{line.brandName}</p>
        <p className={styles.name} title={shortName === line.name ? undefined : line.name}>
          <strong>{shortName}</strong>
        </p>
      </div>
      <div className={styles.linePrices}>
        <PriceTag
          size="sm"
          price={line.unitPrice.formatted}
          originalPrice={line.discountApplied ? line.originalUnitPrice.formatted : undefined}
        />
        {line.discountApplied && line.discountBadge && <DiscountBadge label={line.discountBadge} />}
      </div>
    </li>
  );
}

/**
 * A collapsible order: the header ('#' + short id, date and time in Lima, status tag) opens the body
 * with the products (collapsible, open at first), the receipt type, the payment section
 * (`PaymentInstructions`), the totals and, for pending and processing orders, 'Enviar por WhatsApp'.
 * Rules (which body starts open, when WhatsApp is offered, the messages) come from the domain.
 */
export function OrderCard({
  order,
  storePayment,
  defaultExpanded,
  receiptSlot,
  headingLevel = 2,
  className,
  ...rest
}: OrderCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded ?? startsExpanded(order.status));
  const [productsExpanded, setProductsExpanded] = useState(true);
  const id = useId();
  const bodyId = `${id}-body`;
  const productsId = `${id}-products`;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3';
  const shortId = shortOrderId(order.id);
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const message = customerOrderMessage({
    id: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentLink: order.paymentLink ?? null,
    total: Money.fromCents(order.total.cents),
  });
  const createdAt = new Date(order.createdAt);

  return (
    <article
      {...rest}
      aria-labelledby={`${id}-title`}
      data-status={order.status}
      className={cx(styles.card, className)}
    >
      <Heading className={styles.header}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          <span id={`${id}-title`} className={styles.shortId}>
            <VisuallyHidden>Pedido </VisuallyHidden>#{shortId}
          </span>
          <time className={styles.date} dateTime={createdAt.toISOString()}>
            {formatLimaDateTime(createdAt)}
          </time>
          <OrderStatusTag status={order.status} className={styles.status} />
          <span className={styles.chevron} aria-hidden="true">
            <ChevronIcon />
          </span>
        </button>
      </Heading>
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        <section className={styles.products} aria-labelledby={`${id}-products-title`}>
          <SubHeading className={styles.sectionTitle}>
            <button
              type="button"
              id={`${id}-products-title`}
              className={styles.sectionToggle}
              aria-expanded={productsExpanded}
              aria-controls={productsId}
              onClick={() => setProductsExpanded(!productsExpanded)}
            >
              Productos ({unitsText(itemCount)})
              <span className={styles.chevron} aria-hidden="true">
                <ChevronIcon />
              </span>
            </button>
          </SubHeading>
          <ul id={productsId} className={styles.lines} hidden={!productsExpanded}>
            {order.lines.map((line) => (
              <OrderLineItem key={line.productId} line={line} />
            ))}
          </ul>
        </section>
        <dl className={styles.facts}>
          <div>
            <dt>Comprobante:</dt>
            <dd>{invoiceText(order.invoice)}</dd>
          </div>
          <div>
            <dt>Método de pago:</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          </div>
        </dl>
        <PaymentInstructions
          {...storePayment}
          className={styles.payment}
          message={message}
          receiptSlot={receiptSlot}
          headingLevel={(headingLevel + 1) as 3 | 4}
        />
        <section className={styles.summary} aria-labelledby={`${id}-summary-title`}>
          <SubHeading id={`${id}-summary-title`} className={styles.sectionTitle}>
            Resumen
          </SubHeading>
          <OrderTotalsSummary
            subtotal={order.subtotal}
            shipping={order.shipping}
            commission={order.commission}
            total={order.total}
          />
        </section>
        {canSendByWhatsApp(order.status) && order.whatsappLink && (
          <Button asChild variant="secondary" className={styles.whatsapp}>
            <a href={order.whatsappLink} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon />
              Enviar por WhatsApp
              <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
