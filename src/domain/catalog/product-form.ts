import { Money } from '../money/money';
import { fieldError, validated, type FieldError, type ValidationError } from '../shared/field-error';
import { isIsoDate } from '../shared/lima-date';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { discountedPrice, NO_PROMOTION, type PromotionTerms, type PromotionType } from './promotion';
import { MAX_STOCK, STOCK_TOO_HIGH_MESSAGE } from './stock-level';
import { cleanText } from '../shared/text-characters';

export const MAX_PRODUCT_IMAGES = 5;
/**
 * The highest price a product may have (issue 25): well above any perfume, and low enough that an order's
 * totals stay far inside what they are stored in (see MAX_ORDER_TOTAL).
 */
export const MAX_PRODUCT_PRICE = Money.fromCents(9_999_999);

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  brandRequired: 'Debes seleccionar una marca',
  categoryRequired: 'Debes seleccionar al menos una categoría',
  originalPriceRequired: 'El precio original es obligatorio',
  originalPriceNegative: 'El precio original no puede ser negativo',
  originalPriceTooHigh: `El precio original no puede ser mayor a ${MAX_PRODUCT_PRICE.format()}`,
  stockRequired: 'El stock es obligatorio',
  stockInvalid: 'El stock debe ser un número entero mayor o igual a 0',
  stockTooHigh: STOCK_TOO_HIGH_MESSAGE,
  imageRequired: 'Debes agregar al menos una imagen del producto',
  lastImage: 'Debe haber al menos una imagen del producto',
  tooManyImages: `Solo puedes tener máximo ${MAX_PRODUCT_IMAGES} imágenes en total`,
  discountNotPositive: 'Cuando se aplica una promoción, el descuento debe ser mayor a 0',
  discountNotWhole: 'El descuento debe ser un número entero',
  percentTooHigh: 'El descuento porcentual no puede ser mayor a 100%',
  fixedTooHigh: 'El descuento fijo no puede ser mayor que el precio original',
  startDateRequired: 'Debes indicar la fecha de inicio de la promoción',
  endDateInvalid: 'La fecha de fin no es válida',
  endBeforeStart: 'La fecha de fin debe ser posterior a la fecha de inicio',
} as const;

export type ProductFormField =
  | 'name'
  | 'description'
  | 'brandId'
  | 'categoryIds'
  | 'originalPrice'
  | 'stock'
  | 'images'
  | 'discount'
  | 'promotionStartDate'
  | 'promotionEndDate';

export interface ProductFormInput {
  readonly name: string;
  readonly description: string;
  readonly brandId: string | null;
  readonly categoryIds: readonly string[];
  readonly originalPrice: Money | null;
  readonly stock: number | null;
  /** Images after saving: existing ones not marked for deletion plus the new ones. */
  readonly imageCount: number;
  readonly promotion: PromotionTerms;
}

/** A product form that passed every rule, with the final price computed here and nowhere else. */
export interface ProductDraft {
  readonly name: string;
  readonly description: string;
  readonly brandId: string;
  readonly categoryIds: readonly string[];
  readonly originalPrice: Money;
  readonly price: Money;
  readonly stock: number;
  readonly promotion: PromotionTerms;
}

export type ProductFormError = ValidationError<'PRODUCT_INVALID', ProductFormField>;

const M = PRODUCT_FORM_MESSAGES;

export function validateProductForm(input: ProductFormInput): Result<ProductDraft, ProductFormError> {
  const name = cleanText(input.name);
  const description = cleanText(input.description);
  const errors: (FieldError<ProductFormField> | null)[] = [
    name ? null : fieldError('name', 'REQUIRED', M.nameRequired),
    description ? null : fieldError('description', 'REQUIRED', M.descriptionRequired),
    input.brandId ? null : fieldError('brandId', 'BRAND_REQUIRED', M.brandRequired),
    input.categoryIds.length > 0 ? null : fieldError('categoryIds', 'CATEGORY_REQUIRED', M.categoryRequired),
    originalPriceError(input.originalPrice),
    stockError(input.stock),
    imageCountError(input.imageCount),
    ...(input.promotion.isPromoted ? promotionErrors(input.promotion, input.originalPrice) : []),
  ];
  return validated('PRODUCT_INVALID', errors, () => {
    // Validation above guarantees these are present.
    const originalPrice = input.originalPrice as Money;
    const promotion = normalizedPromotion(input.promotion);
    return {
      name,
      description,
      brandId: input.brandId as string,
      categoryIds: input.categoryIds,
      originalPrice,
      price: formFinalPrice(originalPrice, promotion),
      stock: input.stock as number,
      promotion,
    };
  });
}

/**
 * The price the form stores: the promotion price whenever a promotion is configured
 * (the dates decide at display time whether it applies), otherwise the original.
 */
export function formFinalPrice(originalPrice: Money, promotion: PromotionTerms): Money {
  return promotion.isPromoted ? discountedPrice(originalPrice, promotion.type, promotion.discount) : originalPrice;
}

/** Switching the promotion type resets the discount, since 20 % and S/ 20 mean different things. */
export function changePromotionType(promotion: PromotionTerms, type: PromotionType): PromotionTerms {
  return { ...promotion, type, discount: 0 };
}

/** Turning the promotion off resets the discount (and so the price goes back to the original). */
export function turnPromotionOff(promotion: PromotionTerms): PromotionTerms {
  return { ...promotion, isPromoted: false, discount: 0 };
}

/** Only active brands and categories can be chosen in the form. */
export function selectableOptions<T extends { readonly active: boolean }>(options: readonly T[]): readonly T[] {
  return options.filter((option) => option.active);
}

/** The last remaining image cannot be removed. */
export function removeImage<T>(
  images: readonly T[],
  index: number,
): Result<readonly T[], DomainError<'PRODUCT_LAST_IMAGE_REQUIRED'>> {
  assertIndex(images, index);
  if (images.length <= 1) return err(domainError('PRODUCT_LAST_IMAGE_REQUIRED', M.lastImage));
  return ok(images.filter((_, i) => i !== index));
}

/** At most 5 images in total. */
export function addImages<T>(
  images: readonly T[],
  added: readonly T[],
): Result<readonly T[], DomainError<'PRODUCT_TOO_MANY_IMAGES'>> {
  const next = [...images, ...added];
  if (next.length > MAX_PRODUCT_IMAGES) {
    return err(domainError('PRODUCT_TOO_MANY_IMAGES', M.tooManyImages, { count: next.length }));
  }
  return ok(next);
}

/** Choosing an image as main moves it to the front; the others keep their order. */
export function makeMainImage<T>(images: readonly T[], index: number): readonly T[] {
  assertIndex(images, index);
  return [images[index] as T, ...images.filter((_, i) => i !== index)];
}

function assertIndex(images: readonly unknown[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= images.length) {
    throw new RangeError(`No image at index ${index}`);
  }
}

function normalizedPromotion(promotion: PromotionTerms): PromotionTerms {
  if (!promotion.isPromoted) return NO_PROMOTION;
  // A promotion without an end date is a single-day promotion.
  return { ...promotion, endDate: promotion.endDate || promotion.startDate };
}

function originalPriceError(price: Money | null): FieldError<ProductFormField> | null {
  if (price === null) return fieldError('originalPrice', 'REQUIRED', M.originalPriceRequired);
  if (price.isNegative()) return fieldError('originalPrice', 'NEGATIVE_PRICE', M.originalPriceNegative);
  if (price.greaterThan(MAX_PRODUCT_PRICE))
    return fieldError('originalPrice', 'PRICE_TOO_HIGH', M.originalPriceTooHigh);
  return null;
}

function stockError(stock: number | null): FieldError<ProductFormField> | null {
  if (stock === null) return fieldError('stock', 'REQUIRED', M.stockRequired);
  if (!Number.isInteger(stock) || stock < 0) return fieldError('stock', 'INVALID_STOCK', M.stockInvalid);
  if (stock > MAX_STOCK) return fieldError('stock', 'STOCK_TOO_HIGH', M.stockTooHigh);
  return null;
}

function imageCountError(count: number): FieldError<ProductFormField> | null {
  if (count < 1) return fieldError('images', 'IMAGE_REQUIRED', M.imageRequired);
  if (count > MAX_PRODUCT_IMAGES) return fieldError('images', 'TOO_MANY_IMAGES', M.tooManyImages);
  return null;
}

function promotionErrors(
  promotion: PromotionTerms,
  originalPrice: Money | null,
): (FieldError<ProductFormField> | null)[] {
  return [discountError(promotion, originalPrice), ...promotionDateErrors(promotion)];
}

function discountError(promotion: PromotionTerms, originalPrice: Money | null): FieldError<ProductFormField> | null {
  const { discount, type } = promotion;
  if (!(discount > 0)) return fieldError('discount', 'DISCOUNT_NOT_POSITIVE', M.discountNotPositive);
  if (!Number.isInteger(discount)) return fieldError('discount', 'DISCOUNT_NOT_WHOLE', M.discountNotWhole);
  if (type === 'percentage' && discount > 100) {
    return fieldError('discount', 'PERCENT_DISCOUNT_TOO_HIGH', M.percentTooHigh);
  }
  if (type === 'fixed' && originalPrice !== null && discount * 100 > originalPrice.cents) {
    return fieldError('discount', 'FIXED_DISCOUNT_TOO_HIGH', M.fixedTooHigh);
  }
  return null;
}

function promotionDateErrors(promotion: PromotionTerms): (FieldError<ProductFormField> | null)[] {
  const { startDate, endDate } = promotion;
  if (!startDate || !isIsoDate(startDate)) {
    return [fieldError('promotionStartDate', 'PROMOTION_START_REQUIRED', M.startDateRequired)];
  }
  if (!endDate) return [];
  if (!isIsoDate(endDate)) return [fieldError('promotionEndDate', 'INVALID_DATE', M.endDateInvalid)];
  // end = start is a valid single-day promotion; only an end before the start is refused.
  if (endDate < startDate) return [fieldError('promotionEndDate', 'PROMOTION_END_BEFORE_START', M.endBeforeStart)];
  return [];
}
