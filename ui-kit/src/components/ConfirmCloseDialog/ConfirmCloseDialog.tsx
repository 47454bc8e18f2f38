import { useEffect, useEffectEvent, useState } from 'react';
import { cx } from '../../utils/cx';
import { Dialog, type DialogProps } from '../Dialog';
import styles from './ConfirmCloseDialog.module.css';

/** How long a modal takes to animate closed, in ms (spec: 'modal close animation 300 ms'). */
export const MODAL_CLOSE_ANIMATION_MS = 300;

export interface ConfirmCloseDialogProps extends Omit<DialogProps, 'confirmOnClose'> {
  /** 'changed': ask only once something in it changed (a form nobody touched just closes). Defaults to always. */
  confirmOnClose?: true | 'changed';
}

/**
 * The back-office modal: a kit `Dialog` that asks 'Confirmar salida / ¿Estás seguro que deseas
 * salir?' before closing (always, or with `confirmOnClose="changed"` once something in it changed) (close button, Escape, outside click, a `DialogClose`), and once confirmed
 * animates closed over 300 ms before it unmounts and reports `onOpenChange(false)`.
 */
export function ConfirmCloseDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  className,
  confirmOnClose = true,
  ...dialogProps
}: ConfirmCloseDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [closing, setClosing] = useState(false);
  const isControlled = open !== undefined;
  const isOpen = isControlled ? open : uncontrolledOpen;

  const finishClosing = useEffectEvent(() => {
    setClosing(false);
    if (!isControlled) setUncontrolledOpen(false);
    onOpenChange?.(false);
  });

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(finishClosing, MODAL_CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  // The kit Dialog reports here only after the user confirmed (or when it opens).
  const handleOpenChange = (next: boolean) => {
    if (next) {
      if (!isControlled) setUncontrolledOpen(true);
      onOpenChange?.(true);
      return;
    }
    // Already on its way out: a second Escape or click changes nothing.
    if (!closing) setClosing(true);
  };

  return (
    <Dialog
      {...dialogProps}
      open={isOpen}
      onOpenChange={handleOpenChange}
      // While it animates out there is nothing left to confirm.
      confirmOnClose={closing ? false : confirmOnClose}
      className={cx(styles.dialog, closing && styles.closing, className)}
    />
  );
}
