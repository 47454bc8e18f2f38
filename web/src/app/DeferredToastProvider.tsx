import { ToastQueueProvider, type ToastEntry, type ToastRegionProps } from '@esencia/ui-kit';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The toasts' renderer (Radix Toast), once fetched. */
let loadedRegion: ComponentType<ToastRegionProps> | null = null;
let loading: Promise<ComponentType<ToastRegionProps>> | null = null;

/** Fetches the toasts' renderer once (a failed fetch is forgotten, so that the next toast tries again). */
function loadToastRegion(): Promise<ComponentType<ToastRegionProps>> {
  loading ??= import('./toastRegion').then(
    (module) => (loadedRegion = module.ToastRegion),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
  const [Region, setRegion] = useState<ComponentType<ToastRegionProps> | null>(() => loadedRegion);
  const needed = toasts.length > 0;
  // The fetch starts with the render that queues the first toast (as React.lazy does), not after the
  // paint that follows it (when a plain effect may run).
  if (needed && !Region) loadToastRegion().catch(() => undefined);

  useEffect(() => {
    if (Region || !needed) return;
    let active = true;
    loadToastRegion().then(
      (region) => {
        if (active) setRegion(() => region);
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
