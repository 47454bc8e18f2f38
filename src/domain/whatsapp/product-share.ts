import { currentPrice, type PromotionTerms } from '../catalog/promotion';
import { promotionLabel, type PromotionLabel } from '../catalog/promotion-display';
import type { Money } from '../money/money';
import type { IsoDate } from '../shared/lima-date';
import { whatsAppLink } from './whatsapp-link';

/** What the admin's 'notify' button tells customers about a product. */
export interface ProductForShare {
  readonly id: string;
  readonly name: string;
  /** The brand's name; null when the product has none. */
  readonly brandName: string | null;
  readonly originalPrice: Money;
  readonly promotion: PromotionTerms;
}

/** The product page's address on the storefront: `{origin}/product/{id}`. */
export function productPageUrl(origin: string, productId: string): string {
  return `${origin.replace(/\/+$/, '')}/product/${encodeURIComponent(productId)}`;
}

/**
 * The message the shop forwards to its customers about one product: its name and brand, today's
 * price (with the original price and the promotion when a discount applies today, or the coming
 * discount and its start date when the promotion is upcoming) and the link to its page.
 */
export function productShareMessage(product: ProductForShare, origin: string, today: IsoDate): string {
  const price = currentPrice(product.originalPrice, product.promotion, today);
  const label = promotionLabel(product.promotion, today);
  const discounted = label !== null && label.kind !== 'upcoming';
  return [
    `*${product.name.trim()}*`,
    ...(product.brandName ? [`Marca: ${product.brandName}`] : []),
    discounted ? `Precio: ${price.format()} (antes ${product.originalPrice.format()})` : `Precio: ${price.format()}`,
    ...(label ? [promotionLine(label)] : []),
    '',
    `Míralo aquí: ${productPageUrl(origin, product.id)}`,
  ].join('\n');
}

/** '¡SOLO POR HOY! -20%', '¡EN PROMOCIÓN! -20% · Hasta 30/11/2026', 'Próximamente en promoción: -20% desde el 01/12/2026'. */
function promotionLine(label: PromotionLabel): string {
  if (label.kind === 'single-day') return `${label.title} ${label.badge}`;
  if (label.kind === 'active') return `${label.title} ${label.badge} · ${label.until}`;
  return `${label.title}: ${label.detail}`;
}

/** A WhatsApp share with no recipient (`https://wa.me/?text=…`): the shop chooses whom to send it to. */
export function productShareLink(product: ProductForShare, origin: string, today: IsoDate): string {
  return whatsAppLink('', productShareMessage(product, origin, today));
}
