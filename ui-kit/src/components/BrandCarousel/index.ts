export {
  BRAND_CAROUSEL_BREAKPOINTS,
  BRAND_ROTATION_INTERVAL_MS,
  BrandCarousel,
  type BrandCarouselItem,
  type BrandCarouselProps,
} from './BrandCarousel';
