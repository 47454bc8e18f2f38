import { overStockMessage } from '@esencia/domain/cart/product-quantity';
import { stockLabel } from '@esencia/domain/catalog/stock-level';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { DiscountBadge } from '../DiscountBadge';
import { PriceTag } from '../PriceTag';
import { ProductImage } from '../ProductImage';
import { Spinner } from '../Spinner';
import type { DisplayMoney } from './money';
import { OrderTotalsSummary } from './OrderTotalsSummary';
import styles from './OrderSummaryPanel.module.css';

export const UNAVAILABLE_PRODUCT_NAME = 'Producto no disponible';

/** One product line of the summary. */
export interface OrderSummaryLine {
  /** Stable key, usually the product id. */
  id: string;
  /** Product name; null when the product no longer exists ('Producto no disponible'). */
  name: string | null;
  /** Brand name, above the product name. */
  brand?: string | null;
  /** Product image URL; a bottle placeholder without one. */
  imageUrl?: string | null;
  /** Units ordered. */
  quantity: number;
  /** Units in stock today; below `quantity` the line shows a stock warning. Leave out when unknown. */
  stock?: number | null;
  /** Unit price today (with the promotion when it applies). */
  unitPrice: DisplayMoney;
  /** Unit price before the promotion; struck through when it differs from `unitPrice`. */
  originalUnitPrice?: DisplayMoney | null;
  /** The promotion's label, e.g. '-20%' or '-S/15', shown when the original price is struck through. */
  discountLabel?: string | null;
  /** unitPrice × quantity. */
  lineTotal: DisplayMoney;
}

export interface OrderSummaryPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** The lines, in cart order. */
  lines: readonly OrderSummaryLine[];
  /** Sum of the lines. */
  subtotal: DisplayMoney;
  /** Shipping cost; 0 reads 'Gratis'. */
  shipping: DisplayMoney;
  /** The Izipay commission: give it only when Izipay is the chosen payment method. */
  commission?: DisplayMoney | null;
  /** Subtotal + shipping + commission. */
  total: DisplayMoney;
  /** While the order is being placed: a spinner with this text, announced as a status (e.g. 'Registrando tu pedido...'). */
  busyText?: string | null;
  /** A warning above the lines (role="alert"), e.g. 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.' */
  warning?: string | null;
  /** Panel heading. Defaults to 'Resumen de tu Orden'. */
  title?: string;
  /** Level of the heading. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** Shown when there are no lines. Defaults to 'No hay productos para continuar.' */
  emptyText?: string;
}

/** The stock warning of a line, or null when the stock covers the quantity (texts from the domain). */
function stockWarning(line: OrderSummaryLine): string | null {
  if (line.stock === undefined || line.stock === null || line.stock >= line.quantity) return null;
  return line.stock <= 0 ? stockLabel(line.stock).text : overStockMessage(line.stock);
}

function discounted(line: OrderSummaryLine): boolean {
  return Boolean(line.originalUnitPrice && line.originalUnitPrice.cents !== line.unitPrice.cents);
}

/**
 * The checkout's side panel 'Resumen de tu Orden': each line (image, name or 'Producto no disponible',
 * quantity, stock warning, price with the original struck through and the discount label), then
 * subtotal, shipping, the Izipay commission when given, and the total. Computes nothing: the amounts
 * come from the server's quote or the domain's `orderTotals`.
 */
export function OrderSummaryPanel({
  lines,
  subtotal,
  shipping,
  commission,
  total,
  busyText,
  warning,
  title = 'Resumen de tu Orden',
  headingLevel = 2,
  emptyText = 'No hay productos para continuar.',
  className,
  ...rest
}: OrderSummaryPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...rest}
      aria-label={title}
      aria-busy={busyText ? true : undefined}
      className={cx(styles.panel, className)}
    >
      <Heading className={styles.title}>{title}</Heading>
      {warning && (
        <p role="alert" className={styles.warning}>
          {warning}
        </p>
      )}
      {lines.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.lines} aria-label="Productos de la orden">
          {lines.map((line) => {
            const name = line.name ?? UNAVAILABLE_PRODUCT_NAME;
            const warningText = stockWarning(line);
            const promoted = discounted(line);
            return (
              <li key={line.id} className={styles.line}>
                <div className={styles.thumb}>
                  <ProductImage className={styles.image} src={line.imageUrl} alt={line.name ?? ''} sizes="64px" />
                  <span className={styles.quantityBadge} aria-hidden="true">
                    {line.quantity}
                  </span>
                </div>
                <div className={styles.info}>
                  {line.brand && line.name && <p className={styles.brand}>{line.brand}</p>}
                  <p className={styles.name} data-unavailable={line.name === null || undefined}>
                    {name}
                  </p>
                  <p className={styles.quantity}>Cantidad: {line.quantity}</p>
                  {warningText && <p className={styles.stockWarning}>{warningText}</p>}
                </div>
                <div className={styles.prices}>
                  <PriceTag
                    size="sm"
                    price={line.unitPrice.formatted}
                    originalPrice={promoted ? line.originalUnitPrice?.formatted : undefined}
                  />
                  {promoted && line.discountLabel && <DiscountBadge label={line.discountLabel} />}
                  {line.quantity > 1 && <p className={styles.lineTotal}>{line.lineTotal.formatted}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <OrderTotalsSummary subtotal={subtotal} shipping={shipping} commission={commission} total={total} />
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <div role="status" aria-live="polite" className={styles.busy}>
        {busyText && (
          <>
            <Spinner size="sm" />
            <span>{busyText}</span>
          </>
        )}
      </div>
    </section>
  );
}
