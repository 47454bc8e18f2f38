export {
  PRODUCT_CARD_DESCRIPTION_LIMIT,
  ProductCard,
  type ProductCardPromotion,
  type ProductCardProps,
} from './ProductCard';
