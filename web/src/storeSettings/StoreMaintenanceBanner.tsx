import { MaintenanceBanner, type MaintenanceBannerType } from '@esencia/ui-kit';
import { MAINTENANCE_NOTICE_TYPES } from '@esencia/domain/store/maintenance';
import { useStoreSettings } from './useStoreSettings';

const noticeType = (type: string): MaintenanceBannerType =>
  MAINTENANCE_NOTICE_TYPES.find((known) => known === type) ?? 'warning';

/**
 * The site-wide maintenance notice from the store settings: shown while maintenance mode is on (the same
 * switch the server uses to refuse orders), with the admin's texts, type and options.
 */
export function StoreMaintenanceBanner() {
  const { settings } = useStoreSettings();
  const maintenance = settings?.maintenance;
  if (!maintenance?.isEnabled) return null;
  return (
    <MaintenanceBanner
      title={maintenance.title}
      description={maintenance.description}
      type={noticeType(maintenance.type)}
      dismissible={maintenance.dismissible}
      persistent={maintenance.persistent}
      showTimeInfo={maintenance.showTimeInfo}
      startsAt={maintenance.startsAt}
      endsAt={maintenance.endsAt}
    />
  );
}
