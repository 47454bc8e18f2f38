export { PromotionLabel, type PromotionLabelProps, type PromotionLabelVariant } from './PromotionLabel';
