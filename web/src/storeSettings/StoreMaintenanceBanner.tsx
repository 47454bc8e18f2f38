import { MaintenanceBanner, type MaintenanceBannerType } from '@esencia/ui-kit';
import { MAINTENANCE_NOTICE_TYPES, maintenanceWindowEnded } from '@esencia/domain/store/maintenance';
import { useStoreSettings } from './useStoreSettings';

const noticeType = (type: string): MaintenanceBannerType =>
  MAINTENANCE_NOTICE_TYPES.find((known) => known === type) ?? 'warning';

/**
 * The site-wide maintenance notice from the store settings: shown while maintenance mode is on (the same
 * switch the server uses to refuse orders), with the admin's texts, type and options, and its window while it
 * has not ended.
 */
export function StoreMaintenanceBanner() {
  const { settings } = useStoreSettings();
  const maintenance = settings?.maintenance;
  if (!maintenance?.isEnabled) return null;
  // An ended window is old news: the notice shows without it (the admin's form refuses saving one while on).
  const endsAt = maintenance.endsAt ? new Date(maintenance.endsAt) : null;
  const showWindow = !maintenanceWindowEnded({ endsAt }, new Date());
  return (
    <MaintenanceBanner
      title={maintenance.title}
      description={maintenance.description}
      type={noticeType(maintenance.type)}
      dismissible={maintenance.dismissible}
      persistent={maintenance.persistent}
      showTimeInfo={maintenance.showTimeInfo}
      startsAt={showWindow ? maintenance.startsAt : null}
      endsAt={showWindow ? maintenance.endsAt : null}
    />
  );
}
