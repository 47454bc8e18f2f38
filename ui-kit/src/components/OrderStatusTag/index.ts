export { ORDER_STATUS_TONES, OrderStatusTag, type OrderStatusTagProps, type OrderStatusTone } from './OrderStatusTag';
