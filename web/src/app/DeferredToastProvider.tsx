import { ToastQueueProvider, type ToastEntry, type ToastRegionProps } from '@esencia/ui-kit';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The toasts' renderer (Radix Toast): fetched when the first toast is shown, once. */
const loadToastRegion = () => import('./toastRegion');

/**
 * The kit's ToastProvider without Radix Toast in the first load: `useToast()` works at once (toasts are
 * queued), and the renderer is fetched when the first toast is shown; the queued toasts then appear.
 * If that fetch fails (offline), the next toast tries again.
 */
export function DeferredToastProvider({ children }: { children: ReactNode }) {
  return (
    <ToastQueueProvider renderToasts={(toasts, dismiss) => <LazyToastRegion toasts={toasts} onDismiss={dismiss} />}>
      {children}
    </ToastQueueProvider>
  );
}

function LazyToastRegion({ toasts, onDismiss }: { toasts: readonly ToastEntry[]; onDismiss: (id: string) => void }) {
  const [Region, setRegion] = useState<ComponentType<ToastRegionProps> | null>(null);
  const needed = toasts.length > 0;

  useEffect(() => {
    if (Region || !needed) return;
    let active = true;
    loadToastRegion().then(
      (module) => {
        if (active) setRegion(() => module.ToastRegion);
      },
      () => {
        // Not fetched (offline): the next toast tries again.
      },
    );
    return () => {
      active = false;
    };
  }, [Region, needed, toasts]);

  return Region ? <Region toasts={toasts} onDismiss={onDismiss} /> : null;
}
