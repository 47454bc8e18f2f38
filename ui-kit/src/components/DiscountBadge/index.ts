export { DiscountBadge, type DiscountBadgeProps, type DiscountBadgeTone } from './DiscountBadge';
