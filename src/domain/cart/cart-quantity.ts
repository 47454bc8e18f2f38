/** The cart's + button: the quantity rises only while it is below the stock. */
export function increaseQuantity(quantity: number, stock: number): number {
  return quantity < stock ? quantity + 1 : quantity;
}

/** The cart's − button: never below 1 (removing a line is a separate action). */
export function decreaseQuantity(quantity: number): number {
  return Math.max(1, quantity - 1);
}
