import { cloneElement, Suspense, useState, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

export interface LoadOnFirstOpenProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Asks to open it (the trigger was clicked before the dialog's code was there). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's trigger button, shown as it is until the dialog's chunk is in (no layout change). */
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  /** Starts fetching the dialog's chunk (the pointer is over the trigger or the trigger has focus). */
  preload: () => void;
  /** The lazily loaded dialog, with the same trigger; rendered from the first opening on. */
  children: ReactNode;
}

/**
 * Keeps a dialog's code (Radix Dialog and its content) out of the first load, as web/src/auth/LazyLoginModal
 * does: until it is first opened only its trigger is rendered (opening on click, fetching the chunk on
 * hover or focus); from then on the real dialog (`children`, a React.lazy component), which returns focus
 * to its trigger when it closes. While the chunk arrives the same trigger stays in place.
 */
export function LoadOnFirstOpen({ open, onOpenChange, trigger, preload, children }: LoadOnFirstOpenProps) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  if (!used) {
    return cloneElement(trigger, {
      // What the dialog's trigger announces too.
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onClick: () => onOpenChange(true),
      onPointerEnter: preload,
      onFocus: preload,
    });
  }
  return <Suspense fallback={trigger}>{children}</Suspense>;
}
