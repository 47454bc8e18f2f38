import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './Toast.module.css';
import { CloseIcon, Icon } from '../../icons/Icon';

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

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastContextValue | null>(null);

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

/**
 * Holds the toasts (Radix Toast) and renders their region. Use `useToast()` below it:
 * `toast({ title: 'Perfil actualizado', tone: 'success' })`.
 */
export function ToastProvider({
  children,
  duration = 5000,
  limit = 3,
  label = 'Notificación',
  viewportLabel = 'Notificaciones ({hotkey})',
  closeLabel = 'Cerrar notificación',
  className,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((current) => {
        // Closed toasts have finished (Radix unmounts them); keep only the newest open ones.
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
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.map(({ id, open, title, description, tone = 'info', duration: toastDuration }) => (
          <RadixToast.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
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
    </ToastContext.Provider>
  );
}

/** `toast()` and `dismiss()`. Must be used inside <ToastProvider>. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) {
    throw new Error('useToast debe usarse dentro de <ToastProvider>.');
  }
  return context;
}
