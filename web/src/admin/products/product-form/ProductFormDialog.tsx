import type { AdminProductFieldsFragment } from '../products.generated';
import { AdminFormDialog, type AdminEditDialogProps } from '../../shared/AdminFormDialog';
import { ProductForm } from './ProductForm';
import { ProductFormOptions } from './ProductFormOptions';

export interface ProductFormDialogProps extends AdminEditDialogProps<AdminProductFieldsFragment> {
  /** The product to edit; null creates a new one. */
  product: AdminProductFieldsFragment | null;
}

/** Create or edit a product: every rule of the product form, pictures sent one by one with progress. */
export function ProductFormDialog({ open, product, onOpenChange, onSaved }: ProductFormDialogProps) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={product ? 'Editar producto' : 'Nuevo producto'}
      description={product ? product.name : 'Completa los datos del producto.'}
      submitLabel={product ? 'Guardar cambios' : 'Crear producto'}
    >
      {(frame) => (
        <ProductFormOptions>
          {(brands, categories) => (
            <ProductForm
              key={product?.id ?? 'nuevo'}
              {...frame}
              product={product}
              brands={brands}
              categories={categories}
              onSaved={onSaved}
            />
          )}
        </ProductFormOptions>
      )}
    </AdminFormDialog>
  );
}
