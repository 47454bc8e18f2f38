import { useMutation } from '@apollo/client/react';
import { PRODUCT_ADMIN_MESSAGES } from '@esencia/domain/catalog/product-admin';
import { selectableOptions, type ProductFormField } from '@esencia/domain/catalog/product-form';
import { limaDate } from '@esencia/domain/shared/lima-date';
import { useToast } from '@esencia/ui-kit';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { answered, ApiFailure, unwrap } from '../../../auth/graphqlErrors';
import { type AdminProductFieldsFragment, CreateProductDocument, UpdateProductDocument } from '../products.generated';
import { focusField, useSavingState, type AdminFormFrame } from '../../shared/AdminFormDialog';
import { AdminImageUploadError, uploadAdminImage } from '../uploadAdminImage';
import {
  EMPTY_PRODUCT_FORM,
  FORM_FIELD_ORDER,
  formFromProduct,
  productFormErrors,
  productInput,
  type ProductFormErrors,
  type ProductFormValues,
  type ProductImageItem,
} from './productFormState';

/** A brand or category the form may offer (inactive ones are not selectable). */
export interface ProductOption {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

/** Which picture is being sent, of how many, and how far it got. */
export interface ImageUploadProgress {
  readonly current: number;
  readonly total: number;
  readonly percent: number;
}

/** Inactive brands and categories are not selectable: a product that had one must choose again. */
function initialValues(
  product: AdminProductFieldsFragment | null,
  brands: readonly ProductOption[],
  categories: readonly ProductOption[],
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

export interface UseProductFormOptions extends Pick<AdminFormFrame, 'onSavingChange'> {
  readonly product: AdminProductFieldsFragment | null;
  readonly brands: readonly ProductOption[];
  readonly categories: readonly ProductOption[];
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly onSaved: (product: AdminProductFieldsFragment, created: boolean) => void;
}

/**
 * The product form's values and their errors (checked again on every change once submitted), and its
 * submission: the new pictures are sent one by one with their progress (each stored key kept, so a retry
 * does not send it again), then the product is created or updated; the server's field errors come back
 * under their fields.
 */
export function useProductForm({
  product,
  brands,
  categories,
  formRef,
  onSavingChange,
  onSaved,
}: UseProductFormOptions) {
  const { toast } = useToast();
  const [values, setValues] = useState<ProductFormValues>(() => initialValues(product, brands, categories));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setBusy] = useSavingState(onSavingChange);
  const [progress, setProgress] = useState<ImageUploadProgress | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [createProduct] = useMutation(CreateProductDocument);
  const [updateProduct] = useMutation(UpdateProductDocument);
  /** The stock the form was opened with (or, after a refusal, the server's current one): sent as expectedStock. */
  const openedStock = useRef(product?.stock ?? 0);
  const today = limaDate(new Date());
  const savedStartDate = product?.promotion?.startDate ?? null;
  const saved = { startDate: savedStartDate, endDate: product?.promotion?.endDate ?? null };

  // Closing the modal stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const update = (patch: Partial<ProductFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(productFormErrors(next, today, saved));
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
    const found = productFormErrors(values, today, saved);
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
      let saved;
      if (product) {
        const variables = { id: product.id, input, expectedStock: openedStock.current };
        const result = answered((await updateProduct({ variables })).data).updateProduct;
        if (result.__typename === 'ProductStockChangedError') {
          // The stock changed since the form opened: the admin checks the number against the current one.
          openedStock.current = result.currentStock;
          setBusy(false);
          setErrors({ stock: result.message });
          setFormError(PRODUCT_ADMIN_MESSAGES.saveFailed);
          focusField(formRef.current, 'stock');
          return;
        }
        saved = unwrap(result);
      } else {
        saved = unwrap(answered((await createProduct({ variables: { input } })).data).createProduct);
      }
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

  return { values, errors, formError, saving, progress, today, savedStartDate, update, handleSubmit };
}

/** What each group of the form's fields receives. */
export interface ProductFieldsProps {
  readonly values: ProductFormValues;
  readonly errors: ProductFormErrors;
  readonly disabled: boolean;
  readonly update: (patch: Partial<ProductFormValues>) => void;
}
