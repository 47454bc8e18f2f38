import { Children, type ReactNode } from 'react';
import { Button } from '../Button';
import { DialogClose } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Sheet } from '../Sheet';
import { LoadingState } from '../Spinner';
import styles from './CartPanel.module.css';

/** What the panel shows: the wait for the server's prices, the failure, or the cart (empty or not). */
export type CartPanelStatus = 'loading' | 'error' | 'ready';

/**
 * A note with its details above the lines, e.g. what 'Volver a comprar' added and what it left out: read in the
 * panel for as long as it is open, where a toast would lie over its title and close button on a phone.
 */
export interface CartPanelNote {
  readonly title: string;
  /** One line each, e.g. 'Ya no está disponible: Dylan Blue EDT 100 ml'. */
  readonly details?: readonly string[];
  /** 'success' (role="status") or 'warning' (role="alert", the stock warning's look). */
  readonly tone: 'success' | 'warning';
}

export interface CartPanelProps {
  /** Controlled open state. */
  open: boolean;
  /** Called when the panel opens or closes (Escape, outside click, close button, 'Seguir comprando'). */
  onOpenChange: (open: boolean) => void;
  /** Element that opens the panel (e.g. the CartButton). Leave out to open it from elsewhere. */
  trigger?: ReactNode;
  /** 'loading' (the first quote), 'error' (it failed) or 'ready'. */
  status: CartPanelStatus;
  /** The lines (usually CartLineItem); each is wrapped in a list item. None: the empty state. */
  children?: ReactNode;
  /** Units in the cart, for the summary line. */
  itemCount: number;
  /** Formatted subtotal, e.g. 'S/ 199.80'. */
  subtotal?: string;
  /** A warning above the lines (role="alert"), e.g. the stock-change message; or a note with details. */
  message?: string | CartPanelNote | null;
  /** Text of the 'error' state. Defaults to 'Error al cargar items del carrito'. */
  errorMessage?: string;
  /** 'Reintentar' in the error state. */
  onRetry?: () => void;
  /** The checkout button was pressed. */
  onCheckout: () => void;
  /** The checkout check runs: the button reads 'Procesando...' and ignores clicks. */
  checkingOut?: boolean;
  /** 'Vaciar carrito' was pressed. */
  onClear: () => void;
  /** Disables the clear button while the cart is being emptied. */
  clearing?: boolean;
  /** The empty state's action, e.g. a link to the catalogue. */
  emptyAction?: ReactNode;
  /** Panel title, also its accessible name. Defaults to 'Carrito de compras'. */
  title?: string;
  /** Text of the checkout button. Defaults to 'Finalizar compra'. */
  checkoutLabel?: string;
}

/** 'N producto(s)' for the summary line. */
function unitsText(count: number): string {
  return count === 1 ? '1 producto' : `${count} productos`;
}

/**
 * The sliding cart panel (a Sheet from the right, titled 'Carrito de compras'): loading, error, empty
 * or the lines with the subtotal, 'Finalizar compra' ('Procesando...' while busy), 'Vaciar carrito' and
 * 'Seguir comprando'. Prices and warnings come in as props: the panel computes nothing.
 */
export function CartPanel({
  open,
  onOpenChange,
  trigger,
  status,
  children,
  itemCount,
  subtotal,
  message,
  errorMessage = 'Error al cargar items del carrito',
  onRetry,
  onCheckout,
  checkingOut = false,
  onClear,
  clearing = false,
  emptyAction,
  title = 'Carrito de compras',
  checkoutLabel = 'Finalizar compra',
}: CartPanelProps) {
  const lines = Children.toArray(children);
  const hasLines = status === 'ready' && lines.length > 0;

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      closeLabel="Cerrar carrito"
      bodyClassName={styles.body}
      footer={
        hasLines ? (
          <div className={styles.footer}>
            <p className={styles.subtotal}>
              <span>
                Subtotal <span className={styles.units}>({unitsText(itemCount)})</span>
              </span>
              <strong>{subtotal}</strong>
            </p>
            <Button fullWidth size="lg" loading={checkingOut} loadingLabel="Procesando..." onClick={onCheckout}>
              {checkoutLabel}
            </Button>
            <div className={styles.secondary}>
              <DialogClose asChild>
                <Button variant="ghost" size="sm">
                  Seguir comprando
                </Button>
              </DialogClose>
              <Button variant="ghost" size="sm" disabled={clearing || checkingOut} onClick={onClear}>
                Vaciar carrito
              </Button>
            </div>
          </div>
        ) : undefined
      }
    >
      {typeof message === 'string' && message && (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      )}
      {message && typeof message === 'object' && (
        <div
          role={message.tone === 'warning' ? 'alert' : 'status'}
          className={message.tone === 'warning' ? styles.message : styles.success}
        >
          <p className={styles.noteTitle}>{message.title}</p>
          {message.details && message.details.length > 0 && (
            <ul className={styles.noteDetails}>
              {message.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {status === 'loading' && <LoadingState text="Cargando carrito..." />}
      {status === 'error' && <ErrorState message={errorMessage} onRetry={onRetry} size="compact" />}
      {status === 'ready' && lines.length === 0 && (
        <EmptyState
          title="Tu carrito está vacío"
          description="Agrega tus perfumes favoritos y aparecerán aquí."
          action={emptyAction}
        />
      )}
      {hasLines && (
        <ul className={styles.lines} aria-label="Productos en el carrito">
          {lines.map((line, index) => (
            <li key={(line as { key?: string | null }).key ?? index}>{line}</li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
