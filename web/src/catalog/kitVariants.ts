import type { PromotionLabelVariant, StockLevel as KitStockLevel } from '@esencia/ui-kit';
import type { PromotionStatus, StockLevel } from '../gql/graphql';

/** The kit's stock badge level for the server's stock level. */
export function stockBadgeLevel(level: StockLevel): KitStockLevel {
  switch (level) {
    case 'OUT':
      return 'out';
    case 'LOW':
      return 'low';
    case 'AVAILABLE':
      return 'available';
  }
}

/** The kit's promotion label variant for the server's promotion state. */
export function promotionLabelVariant(status: PromotionStatus, singleDay: boolean): PromotionLabelVariant {
  if (status === 'UPCOMING') return 'upcoming';
  return singleDay ? 'today' : 'active';
}
