import { BRAND_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import { useMutation, useQuery } from '@apollo/client/react';
import { changePromotionType, selectableOptions, turnPromotionOff } from '@esencia/domain/catalog/product-form';
import { PRODUCT_ADMIN_MESSAGES } from '@esencia/domain/catalog/product-admin';
import { discountBadge } from '@esencia/domain/catalog/promotion-display';
import { adminStockNote } from '@esencia/domain/catalog/stock-level';
import type { ProductFormField } from '@esencia/domain/catalog/product-form';
import type { PromotionType } from '@esencia/domain/catalog/promotion';
import { limaDate } from '@esencia/domain/shared/lima-date';
import { ErrorState, LoadingState, TextField, useToast } from '@esencia/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import type { AdminProductFieldsFragment } from '../gql/graphql';
import {
  EMPTY_PRODUCT_FORM,
  FORM_FIELD_ORDER,
  formFromProduct,
  liveFinalPrice,
  productFormErrors,
  productInput,
  type ProductFormErrors,
  type ProductFormValues,
  type ProductImageItem,
} from './productFormState';
import { ProductImagesField } from './ProductImagesField';
import {
  BrandOptionsQuery,
  CategoryOptionsQuery,
  CreateProductMutation,
  UpdateProductMutation,
} from './products.queries';
import { AdminImageUploadError, uploadAdminImage } from './uploadAdminImage';
import {
  AdminForm,
  AdminFormDialog,
  type AdminEditDialogProps,
  type AdminFormFrame,
  useSavingState,
  FieldShell,
  focusField,
} from '../shared/AdminFormDialog';
import formStyles from '../shared/adminForm.module.css';
import { UploadProgress } from '../shared/filePicking';
import styles from './ProductFormDialog.module.css';

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

interface Option {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

/** Loads the brands and categories (each with its own error and retry) before showing the form. */
function ProductFormOptions({
  children,
}: {
  children: (brands: readonly Option[], categories: readonly Option[]) => ReactNode;
}) {
  const brands = useQuery(BrandOptionsQuery, { notifyOnNetworkStatusChange: true });
  const categories = useQuery(CategoryOptionsQuery, { notifyOnNetworkStatusChange: true });
  if (brands.error && !brands.data) {
    return (
      <ErrorState
        message={BRAND_ADMIN_MESSAGES.loadFailed}
        onRetry={() => void brands.refetch()}
        retrying={brands.loading}
      />
    );
  }
  if (categories.error && !categories.data) {
    return (
      <ErrorState
        message="Error al cargar categorias"
        onRetry={() => void categories.refetch()}
        retrying={categories.loading}
      />
    );
  }
  if (!brands.data || !categories.data) return <LoadingState text="Cargando..." />;
  return <>{children(brands.data.brands, categories.data.categories)}</>;
}

interface ProductFormProps extends AdminFormFrame, Pick<ProductFormDialogProps, 'onSaved'> {
  product: AdminProductFieldsFragment | null;
  brands: readonly Option[];
  categories: readonly Option[];
}

interface UploadProgress {
  readonly current: number;
  readonly total: number;
  readonly percent: number;
}

/** Inactive brands and categories are not selectable: a product that had one must choose again. */
function initialValues(
  product: AdminProductFieldsFragment | null,
  brands: readonly Option[],
  categories: readonly Option[],
): ProductFormValues {
  if (!product) return EMPTY_PRODUCT_FORM;
  const values = formFromProduct(product);
  const brandIds = new Set(selectableOptions(brands).map((brand) => brand.id));
  const categoryIds = new Set(selectableOptions(categories).map((category) => category.id));
  return {
    ...values,
    brandId: values.brandId && brandIds.has(values.brandId) ? values.brandId : null,
    categoryIds: values.categoryIds.filter((id) => categoryIds.has(id)),
  };
}

function ProductForm({ formId, product, brands, categories, onSavingChange, onSaved }: ProductFormProps) {
  const { toast } = useToast();
  const [values, setValues] = useState<ProductFormValues>(() => initialValues(product, brands, categories));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setBusy] = useSavingState(onSavingChange);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [createProduct] = useMutation(CreateProductMutation);
  const [updateProduct] = useMutation(UpdateProductMutation);
  const today = limaDate(new Date());
  const savedStartDate = product?.promotion?.startDate ?? null;
  const ids = useFieldIds();

  // Closing the modal stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const update = (patch: Partial<ProductFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(productFormErrors(next, today, savedStartDate));
  };

  /** Sends the pictures not stored yet, one by one, and returns every key in order. */
  async function storeImages(): Promise<string[]> {
    let images = values.images;
    const pending = images.filter((image) => image.key === null);
    let sent = 0;
    for (const [index, image] of images.entries()) {
      if (image.key !== null || !image.file) continue;
      sent += 1;
      const current = sent;
      setProgress({ current, total: pending.length, percent: 0 });
      abortRef.current = new AbortController();
      const stored = await uploadAdminImage(
        {
          file: image.file,
          purpose: 'product',
          index,
          signal: abortRef.current.signal,
          onProgress: (percent) => setProgress({ current, total: pending.length, percent }),
        },
        PRODUCT_ADMIN_MESSAGES.saveFailed,
      );
      const storedImage: ProductImageItem = { ...image, key: stored.key, file: null };
      images = images.map((candidate) => (candidate.id === image.id ? storedImage : candidate));
      // Kept, so a retry after a later failure does not send this picture again.
      setValues((currentValues) => ({
        ...currentValues,
        images: currentValues.images.map((candidate) => (candidate.id === image.id ? storedImage : candidate)),
      }));
    }
    setProgress(null);
    return images.map((image) => image.key as string);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = productFormErrors(values, today, savedStartDate);
    setSubmitted(true);
    setErrors(found);
    setFormError(null);
    const firstInvalid = FORM_FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      focusField(formRef.current, firstInvalid);
      return;
    }
    setBusy(true);
    let imageKeys: string[];
    try {
      imageKeys = await storeImages();
    } catch (error) {
      setProgress(null);
      setFormError(error instanceof AdminImageUploadError ? error.message : PRODUCT_ADMIN_MESSAGES.saveFailed);
      setBusy(false);
      return;
    }
    const input = productInput(values, imageKeys);
    try {
      const saved = product
        ? unwrap(answered((await updateProduct({ variables: { id: product.id, input } })).data).updateProduct)
        : unwrap(answered((await createProduct({ variables: { input } })).data).createProduct);
      toast({ title: product ? 'Producto actualizado con éxito' : 'Producto creado con éxito', tone: 'success' });
      setBusy(false);
      onSaved(saved, product === null);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiFailure) {
        const fieldErrors = Object.fromEntries(
          Object.entries(error.fieldErrors).filter(([field]) => FORM_FIELD_ORDER.includes(field as ProductFormField)),
        ) as ProductFormErrors;
        setErrors(fieldErrors);
        const first = FORM_FIELD_ORDER.find((field) => fieldErrors[field]);
        setFormError(first ? PRODUCT_ADMIN_MESSAGES.saveFailed : error.message);
        if (first) focusField(formRef.current, first);
        return;
      }
      setFormError(product ? PRODUCT_ADMIN_MESSAGES.updateFailed : PRODUCT_ADMIN_MESSAGES.createFailed);
    }
  }

  const brandOptions = selectableOptions(brands);
  const categoryOptions = selectableOptions(categories);
  const finalPrice = liveFinalPrice(values);
  const stock = Number(values.stock);
  const stockNote = values.stock.trim() && Number.isInteger(stock) ? adminStockNote(stock) : null;
  const badge = values.isPromoted
    ? discountBadge({ type: values.promotionType, discount: Number(values.discount) || 0 })
    : null;
  const startMin = savedStartDate && savedStartDate < today ? savedStartDate : today;

  return (
    <AdminForm
      formId={formId}
      formRef={formRef}
      label={product ? 'Editar producto' : 'Nuevo producto'}
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

      <FieldShell id={ids.brandId} label="Marca" error={errors.brandId} field="brandId">
        <select
          id={ids.brandId}
          name="brandId"
          className={formStyles.control}
          value={values.brandId ?? ''}
          disabled={saving}
          aria-invalid={errors.brandId ? true : undefined}
          aria-describedby={errors.brandId ? `${ids.brandId}-error` : undefined}
          onChange={(event) => update({ brandId: event.target.value || null })}
        >
          <option value="">Selecciona una marca</option>
          {brandOptions.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </FieldShell>

      <FieldShell
        id={ids.description}
        label="Descripción"
        error={errors.description}
        field="description"
        hint="Admite párrafos, saltos de línea y **negrita**."
      >
        <textarea
          id={ids.description}
          name="description"
          rows={5}
          className={formStyles.control}
          value={values.description}
          disabled={saving}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${ids.description}-hint${errors.description ? ` ${ids.description}-error` : ''}`}
          onChange={(event) => update({ description: event.target.value })}
        />
      </FieldShell>

      <fieldset
        className={formStyles.fieldset}
        aria-describedby={errors.categoryIds ? `${ids.categoryIds}-error` : undefined}
        data-field="categoryIds"
      >
        <legend className={formStyles.label}>Categorías</legend>
        {categoryOptions.length === 0 ? (
          <p className={formStyles.hint}>No hay categorías activas.</p>
        ) : (
          <div className={formStyles.checks}>
            {categoryOptions.map((category) => (
              <label key={category.id} className={formStyles.check}>
                <input
                  type="checkbox"
                  name="categoryIds"
                  value={category.id}
                  checked={values.categoryIds.includes(category.id)}
                  disabled={saving}
                  onChange={(event) =>
                    update({
                      categoryIds: event.target.checked
                        ? [...values.categoryIds, category.id]
                        : values.categoryIds.filter((id) => id !== category.id),
                    })
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
        )}
        {errors.categoryIds && (
          <p id={`${ids.categoryIds}-error`} className={formStyles.error}>
            {errors.categoryIds}
          </p>
        )}
      </fieldset>

      <div className={formStyles.row}>
        <TextField
          label="Precio original (S/)"
          name="originalPrice"
          inputMode="decimal"
          required
          placeholder="0.00"
          value={values.originalPrice}
          error={errors.originalPrice}
          disabled={saving}
          onChange={(event) => update({ originalPrice: event.target.value })}
        />
        <TextField
          label="Stock"
          name="stock"
          inputMode="numeric"
          required
          value={values.stock}
          error={errors.stock}
          hint={stockNote}
          disabled={saving}
          onChange={(event) => update({ stock: event.target.value })}
        />
      </div>

      <div data-field="images">
        <ProductImagesField
          images={values.images}
          error={errors.images}
          disabled={saving}
          onChange={(images) => update({ images })}
        />
      </div>

      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.label}>Promoción</legend>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            name="isPromoted"
            checked={values.isPromoted}
            disabled={saving}
            onChange={(event) => {
              if (event.target.checked) {
                update({ isPromoted: true, startDate: values.startDate || today });
                return;
              }
              const off = turnPromotionOff({
                isPromoted: true,
                type: values.promotionType,
                discount: Number(values.discount) || 0,
                startDate: null,
                endDate: null,
              });
              update({ isPromoted: off.isPromoted, discount: String(off.discount) });
            }}
          />
          Aplicar promoción
        </label>
        {values.isPromoted && (
          <div className={styles.promotion}>
            <div role="radiogroup" aria-label="Tipo de descuento" className={formStyles.checks}>
              {(
                [
                  ['percentage', 'Porcentaje (%)'],
                  ['fixed', 'Monto fijo (S/)'],
                ] as const
              ).map(([type, label]) => (
                <label key={type} className={formStyles.check}>
                  <input
                    type="radio"
                    name="promotionType"
                    value={type}
                    checked={values.promotionType === type}
                    disabled={saving}
                    onChange={() => changeType(type)}
                  />
                  {label}
                </label>
              ))}
            </div>
            <TextField
              label={values.promotionType === 'fixed' ? 'Descuento (S/)' : 'Descuento (%)'}
              name="discount"
              inputMode="numeric"
              value={values.discount}
              error={errors.discount}
              disabled={saving}
              onChange={(event) => update({ discount: event.target.value })}
            />
            <div role="radiogroup" aria-label="Período de la promoción" className={formStyles.checks}>
              <label className={formStyles.check}>
                <input
                  type="radio"
                  name="period"
                  checked={values.singleDay}
                  disabled={saving}
                  onChange={() => update({ singleDay: true, endDate: '' })}
                />
                Un solo día
              </label>
              <label className={formStyles.check}>
                <input
                  type="radio"
                  name="period"
                  checked={!values.singleDay}
                  disabled={saving}
                  onChange={() => update({ singleDay: false })}
                />
                Rango de fechas
              </label>
            </div>
            <div className={formStyles.row}>
              <FieldShell
                id={ids.promotionStartDate}
                label={values.singleDay ? 'Fecha de la promoción' : 'Fecha de inicio'}
                error={errors.promotionStartDate}
                field="promotionStartDate"
              >
                <input
                  id={ids.promotionStartDate}
                  name="promotionStartDate"
                  type="date"
                  className={formStyles.control}
                  min={startMin}
                  value={values.startDate}
                  disabled={saving}
                  aria-invalid={errors.promotionStartDate ? true : undefined}
                  aria-describedby={errors.promotionStartDate ? `${ids.promotionStartDate}-error` : undefined}
                  onChange={(event) => update({ startDate: event.target.value })}
                />
              </FieldShell>
              {!values.singleDay && (
                <FieldShell
                  id={ids.promotionEndDate}
                  label="Fecha de fin"
                  error={errors.promotionEndDate}
                  field="promotionEndDate"
                >
                  <input
                    id={ids.promotionEndDate}
                    name="promotionEndDate"
                    type="date"
                    className={formStyles.control}
                    min={values.startDate && values.startDate > today ? values.startDate : today}
                    value={values.endDate}
                    disabled={saving}
                    aria-invalid={errors.promotionEndDate ? true : undefined}
                    aria-describedby={errors.promotionEndDate ? `${ids.promotionEndDate}-error` : undefined}
                    onChange={(event) => update({ endDate: event.target.value })}
                  />
                </FieldShell>
              )}
            </div>
          </div>
        )}
        <p className={styles.finalPrice} role="status" aria-live="polite" aria-label="Precio final">
          <span>Precio final</span>
          <strong>{finalPrice ? finalPrice.format() : '—'}</strong>
          {badge && finalPrice && <span className={styles.badge}>{badge}</span>}
        </p>
      </fieldset>

      <div className={formStyles.checks}>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            name="active"
            checked={values.active}
            disabled={saving}
            onChange={(event) => update({ active: event.target.checked })}
          />
          Activo (a la venta en la tienda)
        </label>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            name="carousel"
            checked={values.carousel}
            disabled={saving}
            onChange={(event) => update({ carousel: event.target.checked })}
          />
          Mostrar en el carrusel de inicio
        </label>
      </div>

      {progress && (
        <UploadProgress label={`Subiendo imagen ${progress.current} de ${progress.total}`} percent={progress.percent} />
      )}
    </AdminForm>
  );

  function changeType(type: PromotionType) {
    const next = changePromotionType(
      { isPromoted: true, type: values.promotionType, discount: 0, startDate: null, endDate: null },
      type,
    );
    update({ promotionType: next.type, discount: String(next.discount) });
  }
}

type FieldIds = Record<'brandId' | 'description' | 'categoryIds' | 'promotionStartDate' | 'promotionEndDate', string>;

function useFieldIds(): FieldIds {
  const base = useId();
  return {
    brandId: `${base}-brand`,
    description: `${base}-description`,
    categoryIds: `${base}-categories`,
    promotionStartDate: `${base}-start`,
    promotionEndDate: `${base}-end`,
  };
}
