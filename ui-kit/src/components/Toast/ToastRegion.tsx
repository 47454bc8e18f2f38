import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './Toast.module.css';
import { CloseIcon, Icon } from '../../icons/Icon';
import type { ToastEntry, ToastTone } from './ToastQueue';

export interface ToastRegionProps {
  /** The queue's toasts (ToastQueueProvider's `renderToasts`). */
  toasts: readonly ToastEntry[];
  /** Closes one toast (its close button, a swipe, its time is up). */
  onDismiss: (id: string) => void;
  /** Default auto-dismiss time in milliseconds. Defaults to 5000. */
  duration?: number;
  /** Announced before each toast by screen readers. Defaults to 'Notificación'. */
  label?: string;
  /** Accessible name of the toast region ({hotkey} is replaced). Defaults to 'Notificaciones ({hotkey})'. */
  viewportLabel?: string;
  /** aria-label of each toast's close button. Defaults to 'Cerrar notificación'. */
  closeLabel?: string;
  /** Class of the toast region. */
  className?: string;
}

const icons: Record<ToastTone, ReactNode> = {
  info: <path d="M12 11v5M12 8v.01" strokeLinecap="round" />,
  success: <path d="M8 12.5l2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />,
  warning: <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />,
  error: <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />,
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <Icon size={20} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="9" />
      {icons[tone]}
    </Icon>
  );
}

/** The toasts drawn with Radix Toast (announced, swipe to close, F8 reaches them) and their region. */
export function ToastRegion({
  toasts,
  onDismiss,
  duration = 5000,
  label = 'Notificación',
  viewportLabel = 'Notificaciones ({hotkey})',
  closeLabel = 'Cerrar notificación',
  className,
}: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
      {toasts.map(({ id, open, title, description, tone = 'info', duration: toastDuration }) => (
        <RadixToast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) onDismiss(id);
          }}
          duration={toastDuration}
          type={tone === 'error' || tone === 'warning' ? 'foreground' : 'background'}
          className={styles.toast}
          data-tone={tone}
        >
          <span className={styles.icon}>
            <ToneIcon tone={tone} />
          </span>
          <div className={styles.body}>
            <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
            {description && (
              <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
            )}
          </div>
          <RadixToast.Close className={styles.close} aria-label={closeLabel}>
            <CloseIcon size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={cx(styles.viewport, className)} label={viewportLabel} />
    </RadixToast.Provider>
  );
}
