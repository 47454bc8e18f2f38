import { unitsLeftToAdd } from '@esencia/domain/cart/product-quantity';
import { Button, type ButtonProps } from '@esencia/ui-kit';
import { useCart } from './CartProvider';

export interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The product: id, name (for the accessible name) and its stock as the page read it. */
  product: { id: string; name: string; stock: number };
  /** Units to add. Defaults to 1. */
  quantity?: number;
  /** Toast when the cart cannot be kept. Defaults to 'Error al añadir item al carrito'. */
  errorMessage?: string;
  /** Called after the units were added. */
  onAdded?: () => void;
}

/**
 * 'Añadir al carrito' for a product card, the home carousel or the product page. Disabled when the
 * product is sold out or the cart already holds all its stock; beyond the stock the cart refuses with
 * the domain's message.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  errorMessage,
  onAdded,
  disabled,
  ...buttonProps
}: AddToCartButtonProps) {
  const { addToCart, quantityOf } = useCart();
  const soldOut = product.stock <= 0;
  const allInCart = !soldOut && unitsLeftToAdd(quantityOf(product.id), product.stock) === 0;
  const label = soldOut ? 'Agotado' : 'Añadir al carrito';

  return (
    <Button
      {...buttonProps}
      // Starts with the visible text, then says which product.
      aria-label={`${label}: ${product.name}`}
      title={allInCart ? 'Ya tienes en tu carrito todas las unidades disponibles' : undefined}
      disabled={disabled || soldOut || allInCart}
      onClick={() => {
        if (addToCart(product, quantity, errorMessage)) onAdded?.();
      }}
    >
      {label}
    </Button>
  );
}
