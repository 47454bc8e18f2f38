export { StockBadge, type StockBadgeProps, type StockLevel } from './StockBadge';
