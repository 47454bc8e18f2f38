import { useMutation } from '@apollo/client/react';
import { validateCategoryForm } from '@esencia/domain/catalog/category-form';
import { CATEGORY_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import { TextField, useToast } from '@esencia/ui-kit';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import {
  type AdminCategoryFieldsFragment,
  type SavedCategoryFieldsFragment,
  CreateCategoryDocument,
  UpdateCategoryDocument,
} from './categories.generated';
import {
  AdminForm,
  AdminFormDialog,
  FieldShell,
  type AdminEditDialogProps,
  type AdminFormFrame,
  useSavingState,
} from '../shared/AdminFormDialog';
import styles from '../shared/adminForm.module.css';
import { forgetCategoryLists } from './categoryCache';

/** The success toasts (the spec names only the failures; see docs/product-decisions.md). */
export const CATEGORY_SAVED_MESSAGES = {
  created: 'Categoría creada con éxito',
  updated: 'Categoría actualizada con éxito',
} as const;

export interface CategoryFormDialogProps extends AdminEditDialogProps<SavedCategoryFieldsFragment> {
  /** The category to edit; null creates a new one. */
  category: AdminCategoryFieldsFragment | null;
}

/** Create or edit a category: name and description (both required) and whether it is active. */
export function CategoryFormDialog({ open, category, onOpenChange, onSaved }: CategoryFormDialogProps) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? 'Editar categoría' : 'Nueva categoría'}
      description={category ? category.name : 'Completa los datos de la categoría.'}
      submitLabel={category ? 'Guardar cambios' : 'Crear categoría'}
    >
      {(frame) => <CategoryForm key={category?.id ?? 'nueva'} {...frame} category={category} onSaved={onSaved} />}
    </AdminFormDialog>
  );
}

type CategoryField = 'name' | 'description';
type CategoryErrors = Partial<Record<CategoryField, string>>;
const FIELDS: readonly CategoryField[] = ['name', 'description'];

interface CategoryFormProps extends AdminFormFrame, Pick<CategoryFormDialogProps, 'onSaved'> {
  category: AdminCategoryFieldsFragment | null;
}

function CategoryForm({ formId, category, onSavingChange, onSaved }: CategoryFormProps) {
  const { toast } = useToast();
  const [values, setValues] = useState({
    name: category?.name ?? '',
    description: category?.description ?? '',
    active: category?.active ?? true,
  });
  const [errors, setErrors] = useState<CategoryErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setBusy] = useSavingState(onSavingChange);
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionId = useId();
  const [createCategory] = useMutation(CreateCategoryDocument, {
    update: (cache, { data }) => {
      if (data?.createCategory.__typename === 'Category') forgetCategoryLists(cache);
    },
  });
  const [updateCategory] = useMutation(UpdateCategoryDocument, {
    update: (cache, { data }) => {
      if (data?.updateCategory.__typename === 'Category') forgetCategoryLists(cache);
    },
  });

  const check = (next: typeof values): CategoryErrors => {
    const result = validateCategoryForm(next);
    if (result.ok) return {};
    return Object.fromEntries(result.error.details.fieldErrors.map(({ field, message }) => [field, message]));
  };

  const update = (patch: Partial<typeof values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const focus = (field: CategoryField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  // A field the server refused is focused once the form is enabled again (after the save's render),
  // in a layout effect: right after that render, not after a paint (when a plain effect may run).
  const [refocus, setRefocus] = useState<{ readonly field: CategoryField } | null>(null);
  useLayoutEffect(() => {
    if (refocus) formRef.current?.querySelector<HTMLElement>(`[name="${refocus.field}"]`)?.focus();
  }, [refocus]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = check(values);
    setSubmitted(true);
    setErrors(found);
    setFormError(null);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    const input = { name: values.name.trim(), description: values.description.trim(), active: values.active };
    const failed = category ? CATEGORY_ADMIN_MESSAGES.updateFailed : CATEGORY_ADMIN_MESSAGES.createFailed;
    setBusy(true);
    try {
      const saved = category
        ? unwrap(answered((await updateCategory({ variables: { id: category.id, input } })).data).updateCategory)
        : unwrap(answered((await createCategory({ variables: { input } })).data).createCategory);
      toast({ title: category ? CATEGORY_SAVED_MESSAGES.updated : CATEGORY_SAVED_MESSAGES.created, tone: 'success' });
      setBusy(false);
      onSaved(saved, category === null);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiFailure) {
        const fieldErrors: CategoryErrors = Object.fromEntries(
          FIELDS.flatMap((field) => (error.fieldErrors[field] ? [[field, error.fieldErrors[field]]] : [])),
        );
        setErrors(fieldErrors);
        const first = FIELDS.find((field) => fieldErrors[field]);
        setFormError(first ? failed : `${failed}: ${error.message}`);
        setRefocus(first ? { field: first } : null);
        return;
      }
      setFormError(failed);
    }
  }

  return (
    <AdminForm
      formId={formId}
      formRef={formRef}
      label={category ? 'Editar categoría' : 'Nueva categoría'}
      error={formError}
      onSubmit={handleSubmit}
    >
      <TextField
        label="Nombre"
        name="name"
        required
        value={values.name}
        error={errors.name}
        disabled={saving}
        onChange={(event) => update({ name: event.target.value })}
      />
      <FieldShell id={descriptionId} label="Descripción" error={errors.description} field="description">
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          required
          className={styles.control}
          value={values.description}
          disabled={saving}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          onChange={(event) => update({ description: event.target.value })}
        />
      </FieldShell>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="active"
          checked={values.active}
          disabled={saving}
          onChange={(event) => update({ active: event.target.checked })}
        />
        Activa (se muestra en la tienda y se puede elegir en los productos)
      </label>
    </AdminForm>
  );
}
