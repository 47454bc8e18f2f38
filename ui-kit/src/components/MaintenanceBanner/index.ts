export {
  MAINTENANCE_DISMISSED_KEY,
  MaintenanceBanner,
  type MaintenanceBannerProps,
  type MaintenanceBannerType,
} from './MaintenanceBanner';
