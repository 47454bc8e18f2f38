import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { useId, useLayoutEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { CloseIcon, Icon } from '../../icons/Icon';
import { Button } from '../Button';
import styles from './MaintenanceBanner.module.css';

/** localStorage key of a dismissed (non-persistent) banner. */
export const MAINTENANCE_DISMISSED_KEY = 'maintenanceBannerDismissed';

/**
 * The dismissed marker's value: the notice that was closed (its texts and window), not the spec's 'true', so
 * closing one notice never hides a later, different one (issue 27).
 */
export function maintenanceDismissedValue(notice: {
  title: string;
  description: string;
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
}): string {
  return JSON.stringify([notice.title, notice.description, toTime(notice.startsAt), toTime(notice.endsAt)]);
}

export type MaintenanceBannerType = 'warning' | 'info' | 'error';

export interface MaintenanceBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** First line, e.g. 'Sitio en Mantenimiento'; also the banner's accessible name. */
  title: string;
  /** What is going on, e.g. 'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.' */
  description: string;
  /** Colour and icon: 'warning' (default), 'info' or 'error'. */
  type?: MaintenanceBannerType;
  /** Shows the 'Cerrar mensaje' button. Defaults to true. */
  dismissible?: boolean;
  /**
   * A persistent banner shows on every load even after being closed (closing hides it until the next
   * load and stores nothing). A non-persistent one, once closed, stores 'maintenanceBannerDismissed' (the
   * notice it closed: `maintenanceDismissedValue`) and stays hidden on later loads while the notice is the
   * same. Defaults to false.
   */
  persistent?: boolean;
  /** Shows the announced window ('Desde el … hasta el …', Lima time) under the description. Defaults to true. */
  showTimeInfo?: boolean;
  /**
   * Announced start of the maintenance (ISO string or Date), shown with `showTimeInfo`. Informational:
   * whether the banner shows is the caller's switch (maintenance mode), not the clock.
   */
  startsAt?: string | Date | null;
  /** Announced end of the maintenance (ISO string or Date), shown with `showTimeInfo`. */
  endsAt?: string | Date | null;
  /** Called with false when the shopper closes the banner (the spec's visibility-change). */
  onVisibilityChange?: (visible: boolean) => void;
  /** aria-label of the close button. Defaults to 'Cerrar mensaje'. */
  closeLabel?: string;
  /** localStorage key of the dismissed marker. Defaults to 'maintenanceBannerDismissed'. */
  storageKey?: string;
}

function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

function timeInfo(start: number | null, end: number | null): string | null {
  if (start !== null && end !== null)
    return `Desde el ${formatLimaDateTime(start)} hasta el ${formatLimaDateTime(end)} (hora de Lima).`;
  if (start !== null) return `Desde el ${formatLimaDateTime(start)} (hora de Lima).`;
  if (end !== null) return `Hasta el ${formatLimaDateTime(end)} (hora de Lima).`;
  return null;
}

function readDismissed(key: string, value: string): boolean {
  try {
    return window.localStorage.getItem(key) === value;
  } catch {
    return false;
  }
}

function storeDismissed(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: closed until the next load only.
  }
}

const icons: Record<MaintenanceBannerType, ReactNode> = {
  warning: (
    <>
      <path d="M12 3.5L2.5 20h19z" strokeLinejoin="round" />
      <path d="M12 10v4.5M12 17.5v.01" strokeLinecap="round" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8v.01" strokeLinecap="round" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />
    </>
  ),
};

/**
 * The site-wide maintenance notice, rendered while the caller says maintenance is on (with its announced
 * window when `showTimeInfo`), closable with 'Cerrar mensaje'. A non-persistent banner remembers being closed
 * ('maintenanceBannerDismissed' in localStorage, naming this notice: a different one shows again); a persistent
 * one shows again on every load and never stores the marker.
 */
export function MaintenanceBanner({
  title,
  description,
  type = 'warning',
  dismissible = true,
  persistent = false,
  showTimeInfo = true,
  startsAt,
  endsAt,
  onVisibilityChange,
  closeLabel = 'Cerrar mensaje',
  storageKey = MAINTENANCE_DISMISSED_KEY,
  className,
  ...rest
}: MaintenanceBannerProps) {
  const titleId = useId();
  const start = toTime(startsAt);
  const end = toTime(endsAt);
  // Shown in the first render wherever it runs (a server has no storage); a notice this browser closed goes
  // once mounted, before the first paint.
  const marker = maintenanceDismissedValue({ title, description, startsAt, endsAt });
  const [dismissed, setDismissed] = useState(false);
  useLayoutEffect(() => {
    setDismissed(!persistent && readDismissed(storageKey, marker));
  }, [persistent, storageKey, marker]);

  if (dismissed) return null;

  const dismiss = () => {
    if (!persistent) storeDismissed(storageKey, marker);
    setDismissed(true);
    onVisibilityChange?.(false);
  };
  const when = showTimeInfo ? timeInfo(start, end) : null;

  return (
    <section {...rest} className={cx(styles.banner, className)} data-type={type} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={24} strokeWidth={1.8}>
            {icons[type]}
          </Icon>
        </span>
        <div className={styles.text}>
          <p id={titleId} className={styles.title}>
            {title}
          </p>
          <p className={styles.description}>{description}</p>
          {when && <p className={styles.time}>{when}</p>}
        </div>
        {dismissible && (
          <Button variant="ghost" size="icon" aria-label={closeLabel} className={styles.close} onClick={dismiss}>
            <CloseIcon size={20} />
          </Button>
        )}
      </div>
    </section>
  );
}
