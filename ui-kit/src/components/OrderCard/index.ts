export {
  ORDER_LINE_NAME_MAX_LENGTH,
  OrderCard,
  type OrderCardInvoice,
  type OrderCardLine,
  type OrderCardOrder,
  type OrderCardProps,
  type OrderCardStorePayment,
} from './OrderCard';
