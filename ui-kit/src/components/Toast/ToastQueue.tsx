import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** Main line, e.g. 'Perfil actualizado'. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Defaults to 'info'. 'warning' and 'error' are announced assertively, the others politely. */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself. Defaults to the provider's `duration` (5000). */
  duration?: number;
}

export interface ToastContextValue {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

/** A toast as the queue keeps it: its options, its id and whether it is still open. */
export interface ToastEntry extends ToastOptions {
  /** The id `toast()` returned. */
  id: string;
  /** False once dismissed (the renderer animates it out). */
  open: boolean;
}

export interface ToastQueueProviderProps {
  /** The app (or the part of it) that calls useToast(). */
  children: ReactNode;
  /** At most this many toasts are shown; older ones close. Defaults to 3. */
  limit?: number;
  /**
   * Renders the toasts after `children` (e.g. the kit's ToastRegion, possibly loaded on first use).
   * Called on every change with the current entries and the queue's `dismiss`.
   */
  renderToasts: (toasts: readonly ToastEntry[], dismiss: (id?: string) => void) => ReactNode;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/**
 * The toasts' state without their renderer (no Radix code): `useToast()` works below it at once and
 * `renderToasts` draws them. ToastProvider is this queue with the kit's ToastRegion; an app can instead
 * render the region only once the first toast is shown, to keep Radix Toast out of its first load.
 */
export function ToastQueueProvider({ children, limit = 3, renderToasts }: ToastQueueProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((current) => {
        // Closed toasts have finished (the renderer unmounts them); keep only the newest open ones.
        const open = current.filter((entry) => entry.open);
        const kept = open.slice(Math.max(0, open.length - (limit - 1)));
        return [...kept, { ...options, id, open: true }];
      });
      return id;
    },
    [limit],
  );

  const dismiss = useCallback((id?: string) => {
    setToasts((current) =>
      current.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)),
    );
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {renderToasts(toasts, dismiss)}
    </ToastContext.Provider>
  );
}

/** `toast()` and `dismiss()`. Must be used inside <ToastProvider> (or <ToastQueueProvider>). */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) {
    throw new Error('useToast debe usarse dentro de <ToastProvider>.');
  }
  return context;
}
