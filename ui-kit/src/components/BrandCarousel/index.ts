export {
  BRAND_CAROUSEL_BREAKPOINTS,
  BRAND_ROTATION_INTERVAL_MS,
  BrandCarousel,
  brandsNeeded,
  type BrandCarouselItem,
  type BrandCarouselProps,
} from './BrandCarousel';
