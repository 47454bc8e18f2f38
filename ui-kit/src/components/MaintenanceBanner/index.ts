export {
  MAINTENANCE_DISMISSED_KEY,
  MaintenanceBanner,
  maintenanceDismissedValue,
  type MaintenanceBannerProps,
  type MaintenanceBannerType,
} from './MaintenanceBanner';
