import { forwardRef, useEffect, useState } from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from '../Button';
import styles from './CartButton.module.css';

/** How long the 'Producto añadido al carrito' notice stays under the button (spec: 2 s). */
export const CART_NOTICE_DURATION_MS = 2000;

/** The button's accessible name: 'Carrito, vacío', 'Carrito, 1 producto', 'Carrito, 2 productos'. */
export function cartButtonLabel(count: number): string {
  if (count <= 0) return 'Carrito, vacío';
  return count === 1 ? 'Carrito, 1 producto' : `Carrito, ${count} productos`;
}

/** A notice to show under the button; a new `id` shows it again (e.g. each time a product is added). */
export interface CartNotice {
  /** Changes on every new notice, so the same text can be shown twice in a row. */
  id: number;
  /** e.g. 'Producto añadido al carrito'. */
  text: string;
}

export interface CartButtonProps extends Omit<ButtonProps, 'children' | 'asChild' | 'variant' | 'size'> {
  /** Units in the cart (the sum of the quantities); the badge shows it, '99+' above 99, nothing at 0. */
  count: number;
  /** Builds the accessible name from `count`. Defaults to `cartButtonLabel`. */
  formatLabel?: (count: number) => string;
  /** Shown in a bubble under the button for `noticeDuration` ms and announced politely. */
  notice?: CartNotice | null;
  /** How long the notice stays, in ms. Defaults to 2000. */
  noticeDuration?: number;
}

function BagIcon() {
  return (
    <Icon size={22} strokeWidth={1.8}>
      <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8z" strokeLinejoin="round" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" strokeLinecap="round" />
    </Icon>
  );
}

/**
 * The top bar's cart button: a bag icon with the item-count badge, named for screen readers
 * ('Carrito, 2 productos'), and a short notice bubble after a product is added.
 */
export const CartButton = forwardRef<HTMLButtonElement, CartButtonProps>(function CartButton(
  { count, formatLabel = cartButtonLabel, notice = null, noticeDuration = CART_NOTICE_DURATION_MS, className, ...rest },
  ref,
) {
  const [shown, setShown] = useState<CartNotice | null>(null);

  // A new id restarts the notice; the same notice re-rendered does not.
  const noticeId = notice?.id;
  const noticeText = notice?.text;
  useEffect(() => {
    if (noticeId === undefined || !noticeText) return undefined;
    setShown({ id: noticeId, text: noticeText });
    const timer = setTimeout(() => setShown(null), noticeDuration);
    return () => clearTimeout(timer);
  }, [noticeId, noticeText, noticeDuration]);

  const badge = count > 99 ? '99+' : String(count);

  return (
    <span className={cx(styles.wrapper, className)}>
      <Button {...rest} ref={ref} variant="ghost" size="icon" aria-label={formatLabel(count)} className={styles.button}>
        <BagIcon />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
            {badge}
          </span>
        )}
      </Button>
      <span role="status" className={styles.notice} data-visible={shown ? '' : undefined}>
        {shown?.text}
      </span>
    </span>
  );
});
