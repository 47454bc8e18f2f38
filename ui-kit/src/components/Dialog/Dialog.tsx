import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import styles from './Dialog.module.css';
import { CloseIcon } from '../../icons/Icon';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Controlled open state. Leave undefined to let the dialog manage it (with `defaultOpen`). */
  open?: boolean;
  /** Initial open state when `open` is not controlled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (after the confirmation, with `confirmOnClose`). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered with Radix `Trigger asChild`), e.g. a Button. */
  trigger?: ReactNode;
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** Text under the title, also its accessible description. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Action buttons. Wrap a button in `<DialogClose asChild>` to close (confirmation still applies). */
  footer?: ReactNode;
  /** Width: 'sm', 'md' (default) or 'lg'. */
  size?: DialogSize;
  /**
   * When true, closing by Escape, an outside click, the close button or a DialogClose first asks
   * 'Confirmar salida / ¿Estás seguro que deseas salir?' ('Cancelar' keeps it open, 'Salir' closes).
   * With 'changed' it asks only once something changed since it opened: a field typed in or changed, or a
   * form's own button used (removing a picture); a form nobody touched just closes.
   */
  confirmOnClose?: boolean | 'changed';
  /** Title of the confirmation step. Defaults to 'Confirmar salida'. */
  confirmTitle?: string;
  /** Question of the confirmation step. Defaults to '¿Estás seguro que deseas salir?'. */
  confirmMessage?: string;
  /** Button that closes after confirming. Defaults to 'Salir'. */
  confirmLabel?: string;
  /** Button that keeps the dialog open. Defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** aria-label of the close (X) button. */
  closeLabel?: string;
  /** Class of the dialog panel. */
  className?: string;
}

/** Modal dialog built on Radix Dialog, with an optional "are you sure?" step before closing. */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  confirmOnClose = false,
  confirmTitle = 'Confirmar salida',
  confirmMessage = '¿Estás seguro que deseas salir?',
  confirmLabel = 'Salir',
  cancelLabel = 'Cancelar',
  closeLabel = 'Cerrar',
  className,
}: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [confirming, setConfirming] = useState(false);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const isControlled = open !== undefined;
  const isOpen = isControlled ? open : uncontrolledOpen;
  // Whether something changed since the dialog opened (for confirmOnClose 'changed'); forgotten on every opening.
  const [changed, setChanged] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setChanged(false);
  }
  const asks = confirmOnClose === true || (confirmOnClose === 'changed' && changed);
  const markChanged = () => {
    if (confirmOnClose === 'changed' && !changed) setChanged(true);
  };
  // A form's own buttons change it too (remove, add, reorder); tabs and links only move around.
  const markButtonChange = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('form button[type="button"]:not([role="tab"])')) markChanged();
  };

  const setOpen = (next: boolean) => {
    if (!isControlled) setUncontrolledOpen(next);
    if (!next) setConfirming(false);
    onOpenChange?.(next);
  };

  // Radix reports every close request (Escape, outside click, Close button) through onOpenChange(false).
  const handleOpenChange = (next: boolean) => {
    if (!next && asks) {
      setConfirming(true);
      return;
    }
    setOpen(next);
  };

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-dialog-overlay="" />
        <RadixDialog.Content
          className={cx(styles.content, className)}
          data-size={size}
          // Without a description, tell Radix on purpose (silences its missing-description warning).
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Every field's input and change events bubble here (React's onChange is the input event).
          onChangeCapture={confirmOnClose === 'changed' ? markChanged : undefined}
          onClickCapture={confirmOnClose === 'changed' ? markButtonChange : undefined}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button ref={closeButtonRef} variant="ghost" size="icon" aria-label={closeLabel} className={styles.close}>
                <CloseIcon size={18} />
              </Button>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}

          {confirmOnClose && (
            <RadixDialog.Root open={confirming} onOpenChange={(next) => setConfirming(next)}>
              <RadixDialog.Portal>
                <RadixDialog.Overlay className={styles.overlay} data-dialog-overlay="" data-nested="" />
                <RadixDialog.Content
                  role="alertdialog"
                  className={styles.content}
                  data-nested=""
                  onCloseAutoFocus={(event) => {
                    // There is no trigger to return to: put focus back inside the still-open dialog.
                    event.preventDefault();
                    closeButtonRef.current?.focus();
                  }}
                >
                  <RadixDialog.Title className={styles.title}>{confirmTitle}</RadixDialog.Title>
                  <RadixDialog.Description className={styles.description}>{confirmMessage}</RadixDialog.Description>
                  <div className={styles.actions}>
                    <RadixDialog.Close asChild>
                      <Button variant="secondary">{cancelLabel}</Button>
                    </RadixDialog.Close>
                    <Button variant="danger" onClick={() => setOpen(false)}>
                      {confirmLabel}
                    </Button>
                  </div>
                </RadixDialog.Content>
              </RadixDialog.Portal>
            </RadixDialog.Root>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog (through the confirmation step when `confirmOnClose` is set). */
export const DialogClose = RadixDialog.Close;
