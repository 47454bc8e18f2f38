export { CartLineItem, type CartLineItemProps } from './CartLineItem';
