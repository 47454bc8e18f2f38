import {
  formFinalPrice,
  validateProductForm,
  type ProductFormField,
  type ProductFormInput,
} from '@esencia/domain/catalog/product-form';
import { promotionEndError, promotionStartError } from '@esencia/domain/catalog/promotion-start';
import type { PromotionTerms, PromotionType } from '@esencia/domain/catalog/promotion';
import { Money } from '@esencia/domain/money/money';
import type { IsoDate } from '@esencia/domain/shared/lima-date';
import type { AdminProductFieldsFragment } from '../products.generated';
import type { ProductInput } from '../../../gql/graphql';

/** One picture of the form: already stored (it has a key) or chosen now (a file, sent on saving). */
export interface ProductImageItem {
  /** Stable React key. */
  readonly id: string;
  /** What the form shows: the stored picture's address, or a local preview of the chosen file. */
  readonly url: string;
  /** Storage key once the picture is stored. */
  readonly key: string | null;
  /** The chosen file while it is not stored yet. */
  readonly file: File | null;
}

/** The product form as typed: numbers stay text until they are checked. */
export interface ProductFormValues {
  readonly name: string;
  readonly description: string;
  readonly brandId: string | null;
  readonly categoryIds: readonly string[];
  /** Soles, e.g. '129.90' (a comma is accepted too). */
  readonly originalPrice: string;
  readonly stock: string;
  readonly images: readonly ProductImageItem[];
  readonly isPromoted: boolean;
  readonly promotionType: PromotionType;
  readonly discount: string;
  /** A single-day promotion has only its start date (the end is the same day). */
  readonly singleDay: boolean;
  readonly startDate: string;
  readonly endDate: string;
  readonly active: boolean;
  readonly carousel: boolean;
}

export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

/** The fields in the order the form shows them (the first one with an error takes the focus). */
export const FORM_FIELD_ORDER: readonly ProductFormField[] = [
  'name',
  'brandId',
  'description',
  'categoryIds',
  'originalPrice',
  'stock',
  'images',
  'discount',
  'promotionStartDate',
  'promotionEndDate',
];

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  brandId: null,
  categoryIds: [],
  originalPrice: '',
  stock: '',
  images: [],
  isPromoted: false,
  promotionType: 'percentage',
  discount: '0',
  singleDay: true,
  startDate: '',
  endDate: '',
  active: true,
  carousel: false,
};

const centsToSoles = (cents: number) => Money.fromCents(cents).toDecimalString();

/** The form filled with a stored product (its pictures in order, the first being the main one). */
export function formFromProduct(product: AdminProductFieldsFragment): ProductFormValues {
  const promotion = product.promotion;
  const startDate = promotion?.startDate ?? '';
  const endDate = promotion?.endDate ?? '';
  return {
    name: product.name,
    description: product.description,
    brandId: product.brandId || null,
    categoryIds: product.categoryIds,
    originalPrice: centsToSoles(product.originalPrice.cents),
    stock: String(product.stock),
    images: product.imageKeys.map((key, index) => ({
      id: key,
      key,
      url: product.imageUrls[index] ?? '',
      file: null,
    })),
    isPromoted: promotion !== null && promotion !== undefined,
    promotionType: promotion?.type === 'FIXED' ? 'fixed' : 'percentage',
    discount: String(promotion?.discount ?? 0),
    singleDay: !endDate || endDate === startDate,
    startDate,
    endDate: endDate === startDate ? '' : endDate,
    active: product.active,
    carousel: product.carousel,
  };
}

/** '129.90' or '129,90' in soles; null when empty or not a number. */
export function parseSoles(text: string): Money | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed || !/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Money.fromSoles(Number(trimmed));
}

/** null when empty; NaN or a fraction are kept so the rule can refuse them with its message. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed) : null;
}

/** The promotion as the domain sees it (a single day ends on its start date). */
export function promotionTerms(values: ProductFormValues): PromotionTerms {
  const startDate = values.startDate || null;
  return {
    isPromoted: values.isPromoted,
    type: values.promotionType,
    discount: values.isPromoted ? (parseWhole(values.discount) ?? 0) : 0,
    startDate,
    endDate: values.singleDay ? startDate : values.endDate || null,
  };
}

export function productFormInput(values: ProductFormValues): ProductFormInput {
  return {
    name: values.name,
    description: values.description,
    brandId: values.brandId,
    categoryIds: values.categoryIds,
    originalPrice: parseSoles(values.originalPrice),
    stock: parseWhole(values.stock),
    imageCount: values.images.length,
    promotion: promotionTerms(values),
  };
}

/** The promotion dates the product was saved with (none for a new product): a kept date stays acceptable. */
export interface SavedPromotionDates {
  readonly startDate: IsoDate | null;
  readonly endDate: IsoDate | null;
}

/**
 * Every rule of the product form (the domain's, the same the server runs), plus "dates have a
 * minimum of today" for the start and the end, unless the promotion keeps the date it was saved with.
 */
export function productFormErrors(
  values: ProductFormValues,
  today: IsoDate,
  saved: SavedPromotionDates,
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const result = validateProductForm(productFormInput(values));
  if (!result.ok) {
    for (const { field, message } of result.error.details.fieldErrors) errors[field] ??= message;
  }
  const start = promotionStartError(promotionTerms(values), today, saved.startDate);
  if (start) errors.promotionStartDate ??= start.message;
  // Issue 27: once a running start is kept, an end in the past was let through (the server refuses it too).
  // A single day's end is its date: said under the one date field it shows.
  const end = promotionEndError(promotionTerms(values), today, saved.endDate);
  if (end) errors[values.singleDay ? 'promotionStartDate' : 'promotionEndDate'] ??= end.message;
  return errors;
}

/** The final price shown live under the discount: null while the original price is not a number. */
export function liveFinalPrice(values: ProductFormValues): Money | null {
  const original = parseSoles(values.originalPrice);
  if (!original || original.isNegative()) return null;
  const terms = promotionTerms(values);
  const discount = terms.discount;
  if (terms.isPromoted && (!Number.isFinite(discount) || discount < 0)) return null;
  return formFinalPrice(original, terms);
}

/** What createProduct / updateProduct receive, once the form passed its rules and the pictures are stored. */
export function productInput(values: ProductFormValues, imageKeys: readonly string[]): ProductInput {
  const terms = promotionTerms(values);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    brandId: values.brandId,
    categoryIds: [...values.categoryIds],
    originalPriceCents: parseSoles(values.originalPrice)?.cents ?? null,
    stock: parseWhole(values.stock),
    imageKeys: [...imageKeys],
    promotion: {
      isPromoted: terms.isPromoted,
      type: terms.type === 'fixed' ? 'FIXED' : 'PERCENTAGE',
      discount: terms.isPromoted ? terms.discount : 0,
      startDate: terms.isPromoted ? terms.startDate : null,
      endDate: terms.isPromoted ? terms.endDate : null,
    },
    active: values.active,
    carousel: values.carousel,
  };
}
