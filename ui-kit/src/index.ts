// Global styles: design tokens (light + dark) and base element styles.
import './styles/global.css';

export * from './tokens';

export * from './components/AppShell';
export * from './components/AuthModal';
export * from './components/BrandCarousel';
export * from './components/Breadcrumb';
export * from './components/Button';
export * from './components/Carousel';
export * from './components/CartButton';
export * from './components/CartLineItem';
export * from './components/CartPanel';
export * from './components/Dialog';
export * from './components/DiscountBadge';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/Lightbox';
export * from './components/MobileMenu';
export * from './components/PageHeader';
export * from './components/Pagination';
export * from './components/PriceTag';
export * from './components/ProductCard';
export * from './components/ProductGallery';
export * from './components/ProductGrid';
export * from './components/ProductImage';
export * from './components/PromoBanner';
export * from './components/PromotionLabel';
export * from './components/QuantityStepper';
export * from './components/SearchBox';
export * from './components/Select';
export * from './components/Sheet';
export * from './components/Spinner';
export * from './components/StockBadge';
export * from './components/TextField';
export * from './components/ThemeToggle';
export * from './components/Toast';
export * from './components/UserMenu';
export * from './components/VisuallyHidden';

export { cx } from './utils/cx';
export { DEFAULT_ROTATION_INTERVAL_MS } from './utils/useRotatingIndex';
export { defaultRenderLink, type LinkRenderProps, type RenderLink } from './utils/link';
export { truncateText } from './utils/truncate';
