import type { ReactNode } from 'react';
import { ToastQueueProvider } from './ToastQueue';
import { ToastRegion } from './ToastRegion';

export type { ToastContextValue, ToastOptions, ToastTone } from './ToastQueue';
export { useToast } from './ToastQueue';

export interface ToastProviderProps {
  /** The app (or the part of it) that calls useToast(). */
  children: ReactNode;
  /** Default auto-dismiss time in milliseconds. Defaults to 5000. */
  duration?: number;
  /** At most this many toasts are shown; older ones close. Defaults to 3. */
  limit?: number;
  /** Announced before each toast by screen readers. Defaults to 'Notificación'. */
  label?: string;
  /** Accessible name of the toast region ({hotkey} is replaced). Defaults to 'Notificaciones ({hotkey})'. */
  viewportLabel?: string;
  /** aria-label of each toast's close button. Defaults to 'Cerrar notificación'. */
  closeLabel?: string;
  /** Class of the toast region. */
  className?: string;
}

/**
 * Holds the toasts (Radix Toast) and renders their region. Use `useToast()` below it:
 * `toast({ title: 'Perfil actualizado', tone: 'success' })`.
 */
export function ToastProvider({ children, limit = 3, ...regionProps }: ToastProviderProps) {
  return (
    <ToastQueueProvider
      limit={limit}
      renderToasts={(toasts, dismiss) => <ToastRegion toasts={toasts} onDismiss={dismiss} {...regionProps} />}
    >
      {children}
    </ToastQueueProvider>
  );
}
