import { useRef } from 'react';
import type { AdminProductFieldsFragment } from '../products.generated';
import { AdminForm, type AdminFormFrame } from '../../shared/AdminFormDialog';
import { UploadProgress } from '../../shared/filePicking';
import { PriceAndStockFields } from './PriceAndStockFields';
import { ProductDetailsFields } from './ProductDetailsFields';
import { ProductImagesField } from './ProductImagesField';
import { PromotionFieldset } from './PromotionFieldset';
import { useProductForm, type ProductOption } from './useProductForm';
import { VisibilityChecks } from './VisibilityChecks';

export interface ProductFormProps extends AdminFormFrame {
  readonly product: AdminProductFieldsFragment | null;
  readonly brands: readonly ProductOption[];
  readonly categories: readonly ProductOption[];
  readonly onSaved: (product: AdminProductFieldsFragment, created: boolean) => void;
}

/** Every field of a product, in the order the errors are focused (productFormState's FORM_FIELD_ORDER). */
export function ProductForm({ formId, product, brands, categories, onSavingChange, onSaved }: ProductFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProductForm({ product, brands, categories, formRef, onSavingChange, onSaved });
  const fields = { values: form.values, errors: form.errors, disabled: form.saving, update: form.update };

  return (
    <AdminForm
      formId={formId}
      formRef={formRef}
      label={product ? 'Editar producto' : 'Nuevo producto'}
      error={form.formError}
      onSubmit={form.handleSubmit}
    >
      <ProductDetailsFields {...fields} brands={brands} categories={categories} />
      <PriceAndStockFields {...fields} />
      <div data-field="images">
        <ProductImagesField
          images={form.values.images}
          error={form.errors.images}
          disabled={form.saving}
          onChange={(images) => form.update({ images })}
        />
      </div>
      <PromotionFieldset {...fields} today={form.today} savedStartDate={form.savedStartDate} />
      <VisibilityChecks {...fields} />
      {form.progress && (
        <UploadProgress
          label={`Subiendo imagen ${form.progress.current} de ${form.progress.total}`}
          percent={form.progress.percent}
        />
      )}
    </AdminForm>
  );
}
