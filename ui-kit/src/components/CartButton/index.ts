export {
  CART_NOTICE_DURATION_MS,
  CartButton,
  cartButtonLabel,
  type CartButtonProps,
  type CartNotice,
} from './CartButton';
