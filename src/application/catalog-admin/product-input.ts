import type { Product } from '../../domain/catalog/product';
import { validateProductForm, type ProductFormError, type ProductFormField } from '../../domain/catalog/product-form';
import type { PromotionTerms } from '../../domain/catalog/promotion';
import { promotionEndError, promotionStartError } from '../../domain/catalog/promotion-start';
import { CATALOGUE_IMAGE_MESSAGES, isCatalogueImageKey } from '../../domain/media/catalogue-image';
import type { Money } from '../../domain/money/money';
import { fieldError, validated, type FieldError } from '../../domain/shared/field-error';
import { limaDate } from '../../domain/shared/lima-date';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BrandRepository, CategoryRepository } from '../ports/catalog-repositories';
import type { FileStorage } from '../ports/file-storage';
import type { ProductContent } from '../ports/product-writes';

/** What the admin's product form sends. The final price is not in it: the domain computes it. */
export interface ProductInput {
  readonly name: string;
  readonly description: string;
  readonly brandId: string | null;
  readonly categoryIds: readonly string[];
  readonly originalPrice: Money | null;
  readonly stock: number | null;
  /** Keys of uploaded images (POST /api/admin/images) in gallery order, the first one the main image. */
  readonly imageKeys: readonly string[];
  readonly promotion: PromotionTerms;
  readonly active: boolean;
  readonly carousel: boolean;
}

export const PRODUCT_CHOICE_MESSAGES = {
  brandInactive: 'La marca seleccionada está inactiva. Elige una marca activa.',
  brandMissing: 'La marca seleccionada ya no existe. Elige otra.',
  categoryInactive: 'Solo puedes elegir categorías activas.',
  categoryMissing: 'Una de las categorías seleccionadas ya no existe.',
  imageRepeated: 'La misma imagen está repetida.',
} as const;

export interface ProductInputChecks {
  readonly brands: BrandRepository;
  readonly categories: CategoryRepository;
  readonly storage: FileStorage;
  readonly now: Date;
}

const M = PRODUCT_CHOICE_MESSAGES;

/**
 * The form's rules (domain/catalog/product-form.ts) plus what only the server
 * can check: the promotion does not start before today in Lima, the brand
 * and categories exist and are active, and every new image key is one the
 * upload route made under `products/` and is in storage. What the product
 * already had (`saved`) stays acceptable: a brand deactivated since, a
 * running promotion's start and end, its existing images.
 */
/** A form that passed every rule: what it saves, and the stock it asks for (which the stock ledger writes). */
export type CheckedProduct = ProductContent & { readonly stock: number };

export async function checkProductInput(
  input: ProductInput,
  checks: ProductInputChecks,
  saved: Product | null = null,
): Promise<Result<CheckedProduct, ProductFormError>> {
  const imageKeys = input.imageKeys.map((key) => key.trim());
  const categoryIds = [...new Set(input.categoryIds.map((id) => id.trim()).filter(Boolean))];
  const brandId = input.brandId?.trim() || null;
  const form = validateProductForm({ ...input, brandId, categoryIds, imageCount: imageKeys.length });
  const extra: (FieldError<ProductFormField> | null)[] = [
    promotionStartError(input.promotion, limaDate(checks.now), saved?.promotion.startDate ?? null),
    promotionEndError(input.promotion, limaDate(checks.now), saved?.promotion.endDate ?? null),
    brandId ? await brandError(brandId, checks.brands, saved) : null,
    await categoriesError(categoryIds, checks.categories, saved),
    await imagesError(imageKeys, checks.storage, saved),
  ];
  const errors = [...(form.ok ? [] : form.error.details.fieldErrors), ...extra];
  if (!form.ok || extra.some(Boolean)) {
    const failed = validated('PRODUCT_INVALID', errors, () => null);
    // At least one error is present, so `failed` is an error.
    return failed.ok ? err(failedUnexpectedly()) : failed;
  }
  const draft = form.value;
  return ok({
    name: draft.name,
    description: draft.description,
    brandId: draft.brandId,
    categoryIds: draft.categoryIds,
    originalPrice: draft.originalPrice,
    promotion: draft.promotion,
    stock: draft.stock,
    active: input.active,
    carousel: input.carousel,
    imageKeys,
  });
}

function failedUnexpectedly(): never {
  throw new Error('a product form with errors validated');
}

async function brandError(
  brandId: string,
  brands: BrandRepository,
  saved: Product | null,
): Promise<FieldError<ProductFormField> | null> {
  const [brand] = await brands.findByIds([brandId]);
  if (!brand) return fieldError('brandId', 'BRAND_NOT_FOUND', M.brandMissing);
  if (!brand.active && brand.id !== saved?.brandId) return fieldError('brandId', 'BRAND_INACTIVE', M.brandInactive);
  return null;
}

async function categoriesError(
  categoryIds: readonly string[],
  repository: CategoryRepository,
  saved: Product | null,
): Promise<FieldError<ProductFormField> | null> {
  if (categoryIds.length === 0) return null;
  const found = await repository.findByIds(categoryIds);
  if (found.length !== categoryIds.length) {
    return fieldError('categoryIds', 'CATEGORY_NOT_FOUND', M.categoryMissing);
  }
  const kept = new Set(saved?.categoryIds ?? []);
  if (found.some((category) => !category.active && !kept.has(category.id))) {
    return fieldError('categoryIds', 'CATEGORY_INACTIVE', M.categoryInactive);
  }
  return null;
}

async function imagesError(
  imageKeys: readonly string[],
  storage: FileStorage,
  saved: Product | null,
): Promise<FieldError<ProductFormField> | null> {
  if (new Set(imageKeys).size !== imageKeys.length) return fieldError('images', 'IMAGE_REPEATED', M.imageRepeated);
  const existing = new Set(saved?.imageKeys ?? []);
  const isProductKey = (key: string) => isCatalogueImageKey(key, 'product');
  for (const key of imageKeys) {
    if (!(await isUploadedFile(storage, key, isProductKey, existing.has(key)))) {
      return fieldError('images', 'IMAGE_NOT_UPLOADED', CATALOGUE_IMAGE_MESSAGES.notUploaded);
    }
  }
  return null;
}

/**
 * Whether a form may name this stored file: one the record already has
 * (`kept`), or one its upload route made (`isOwnKey`, e.g. under `stories/`)
 * whose file is in storage.
 */
export async function isUploadedFile(
  storage: FileStorage,
  key: string,
  isOwnKey: (key: string) => boolean,
  kept: boolean,
): Promise<boolean> {
  return kept || (isOwnKey(key) && (await isStored(storage, key)));
}

/** Whether a file is in storage (what was opened to find out is closed at once). */
export async function isStored(storage: FileStorage, key: string): Promise<boolean> {
  const file = await storage.get(key).catch(() => null);
  if (!file) return false;
  (file.body as { destroy?: () => void }).destroy?.();
  return true;
}
