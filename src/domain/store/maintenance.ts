/** The banner's look: the spec's default is 'warning'. */
export type MaintenanceNoticeType = 'warning' | 'info' | 'error';
export const MAINTENANCE_NOTICE_TYPES: readonly MaintenanceNoticeType[] = ['warning', 'info', 'error'];

/** Features that can stay on while the site is in maintenance, each with its own flag. */
export type MaintenanceFeature = 'orderCreation';

/** The site-wide maintenance notice and switch (spec, section 4). */
export interface Maintenance {
  /** Maintenance mode: while on, a feature works only if its own flag is on. */
  readonly isEnabled: boolean;
  /** Per-feature flags (the spec's `features.orderCreation`). */
  readonly features: { readonly [F in MaintenanceFeature]: boolean };
  /** The announced window, shown with the notice (showTimeInfo); it does not switch anything by itself. */
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly title: string;
  readonly description: string;
  readonly type: MaintenanceNoticeType;
  /** The shopper can close the banner. */
  readonly dismissible: boolean;
  /** Always shown, even after being closed; never remembered as dismissed. */
  readonly persistent: boolean;
  readonly showTimeInfo: boolean;
}

/** A feature is available when maintenance mode is off or the feature's own flag is on. */
export function isFeatureAvailable(
  maintenance: Pick<Maintenance, 'isEnabled' | 'features'>,
  feature: MaintenanceFeature,
): boolean {
  return !maintenance.isEnabled || maintenance.features[feature];
}

/**
 * Whether the announced window is over (its end has passed). An ended window is never shown to shoppers and
 * cannot be saved with maintenance on (store-settings-form.ts): it would announce past dates as news.
 */
export function maintenanceWindowEnded(maintenance: Pick<Maintenance, 'endsAt'>, now: Date): boolean {
  return maintenance.endsAt !== null && maintenance.endsAt.getTime() <= now.getTime();
}
