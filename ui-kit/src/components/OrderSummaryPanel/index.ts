export type { DisplayMoney } from './money';
export {
  OrderSummaryPanel,
  UNAVAILABLE_PRODUCT_NAME,
  type OrderSummaryLine,
  type OrderSummaryPanelProps,
} from './OrderSummaryPanel';
export { IZIPAY_COMMISSION_LABEL, OrderTotalsSummary, type OrderTotalsSummaryProps } from './OrderTotalsSummary';
