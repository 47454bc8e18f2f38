/**
 * The most units a product may have: far above any shop's shelf, and far inside the column (a 32-bit integer), so
 * the − and + buttons and the form can never overflow it (2,147,483,647 was saved, then + was a 500).
 */
export const MAX_STOCK = 1_000_000;
export const STOCK_TOO_HIGH_MESSAGE = 'El stock no puede ser mayor a 1,000,000 unidades';

/** Stock of 5 or less counts as low stock (admin stats) and triggers the '¡Últimas N unidades!' label. */
export const LOW_STOCK_THRESHOLD = 5;

export type ShopperStockLevel = 'out' | 'low' | 'available';

export interface StockLabel {
  readonly level: ShopperStockLevel;
  readonly text: string;
}

/** The label shoppers see under the price: 'Agotado', '¡Última unidad!', '¡Últimas N unidades!' or 'Stock disponible'. */
export function stockLabel(stock: number): StockLabel {
  if (stock <= 0) return { level: 'out', text: 'Agotado' };
  if (stock === 1) return { level: 'low', text: '¡Última unidad!' };
  if (stock <= LOW_STOCK_THRESHOLD) return { level: 'low', text: `¡Últimas ${stock} unidades!` };
  return { level: 'available', text: 'Stock disponible' };
}

/**
 * The one low-stock rule: a product on the shelf (active) with 5 units or fewer, none included. The dashboard's
 * count and list, the products screen's card and its 'Stock bajo' filter all count by it (the database mirrors
 * it: infrastructure/catalog/admin-product-sql.ts, checked against this by the statistics spec).
 */
export function isLowStock(product: { readonly stock: number; readonly active: boolean }): boolean {
  return product.active && product.stock <= LOW_STOCK_THRESHOLD;
}

export type AdminStockLevel = 'high' | 'medium' | 'low' | 'critical';

/** The admin table's stock badge: above 20 high, above 10 medium, above 5 low, otherwise critical. */
export function adminStockLevel(stock: number): AdminStockLevel {
  if (stock > 20) return 'high';
  if (stock > 10) return 'medium';
  if (stock > 5) return 'low';
  return 'critical';
}

/** The admin form's note next to the stock field: 'sin stock' at 0. */
export function adminStockNote(stock: number): string | null {
  return stock <= 0 ? 'sin stock' : null;
}
