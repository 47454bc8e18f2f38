import { Button, DialogClose, type DialogProps } from '@esencia/ui-kit';
import { ConfirmCloseDialog } from '@esencia/ui-kit/src/admin';
import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import formStyles from './adminForm.module.css';

/** What the frame hands to the form it holds. */
export interface AdminFormFrame {
  /** The form's id: the footer's submit button points at it. */
  formId: string;
  /** The form reports here while it saves, so the footer's button shows 'Guardando...'. */
  onSavingChange: (saving: boolean) => void;
}

/** What a create/edit modal of a record takes besides the record itself. */
export interface AdminEditDialogProps<T> {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with false once the admin confirmed leaving (after the 300 ms close animation). */
  onOpenChange: (open: boolean) => void;
  /** Called with the saved record and whether it was created; the modal then closes. */
  onSaved: (saved: T, created: boolean) => void;
}

export interface AdminFormDialogProps {
  /** Whether the modal is open; the form is mounted only while it is. */
  open: boolean;
  /** Called with false once the admin confirmed leaving (after the 300 ms close animation). */
  onOpenChange: (open: boolean) => void;
  /** The modal's width. */
  size?: DialogProps['size'];
  /** The modal's title, e.g. 'Nueva marca' or 'Editar marca'. */
  title: string;
  /** The line under the title. */
  description: string;
  /** The submit button's text, e.g. 'Crear marca' or 'Guardar cambios'. */
  submitLabel: string;
  /** Renders the form (with `id={formId}`); called only while the modal is open. */
  children: (frame: AdminFormFrame) => ReactNode;
}

/**
 * The back-office create/edit modal: asks 'Confirmar salida / ¿Estás seguro que deseas salir?' before
 * closing once something in the form changed (an untouched form just closes), and has a footer with 'Cancelar' and a submit button for the form inside, which shows
 * 'Guardando...' while the form saves.
 */
export function AdminFormDialog({
  open,
  onOpenChange,
  size,
  title,
  description,
  submitLabel,
  children,
}: AdminFormDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <ConfirmCloseDialog
      open={open}
      onOpenChange={onOpenChange}
      // Issue 27: 'Cancelar' on an untouched new product asked 'Confirmar salida'.
      confirmOnClose="changed"
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving} loadingLabel="Guardando...">
            {submitLabel}
          </Button>
        </>
      }
    >
      {open && children({ formId, onSavingChange: setSaving })}
    </ConfirmCloseDialog>
  );
}

/** The form inside the frame: no browser validation, named by `label`, with the form's error on top. */
export function AdminForm({
  formId,
  formRef,
  label,
  error,
  onSubmit,
  children,
}: {
  /** The frame's form id. */
  formId: string;
  /** To find the fields (e.g. to focus the first one with an error). */
  formRef?: Ref<HTMLFormElement>;
  /** The form's accessible name, e.g. 'Nueva marca'. */
  label: string;
  /** The error of the whole form (an alert), if any. */
  error: string | null;
  /** Called on submit (the browser's default is prevented by the form's handler). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form
      id={formId}
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && (
        <div role="alert" className={formStyles.alert}>
          {error}
        </div>
      )}
      {children}
    </form>
  );
}

/**
 * A form's saving state, also reported to its frame: `[saving, setBusy]`.
 */
export function useSavingState(onSavingChange: (saving: boolean) => void): [boolean, (busy: boolean) => void] {
  const [saving, setSaving] = useState(false);
  const setBusy = (busy: boolean) => {
    setSaving(busy);
    onSavingChange(busy);
  };
  return [saving, setBusy];
}

/** A label, the control, an optional hint and the field's error, laid out like the kit's TextField. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  field,
  children,
}: {
  /** The control's id; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  /** The label's text. */
  label: string;
  /** The field's error, if any. */
  error: string | undefined;
  /** A line of help under the control. */
  hint?: string;
  /** The field's name, as `data-field` (to focus it when it has an error). */
  field: string;
  /** The control. */
  children: ReactNode;
}) {
  return (
    <div className={formStyles.field} data-field={field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Moves the focus to a field with an error: its control by name, or else the first control of its
 * `data-field` group (`groupControls` says which elements count, e.g. without the hidden file input).
 */
export function focusField(
  form: HTMLFormElement | null,
  field: string,
  groupControls: readonly string[] = ['input', 'button'],
) {
  if (!form) return;
  const control =
    form.querySelector<HTMLElement>(`[name="${field}"]`) ??
    form.querySelector<HTMLElement>(groupControls.map((control) => `[data-field="${field}"] ${control}`).join(', '));
  control?.focus();
}
