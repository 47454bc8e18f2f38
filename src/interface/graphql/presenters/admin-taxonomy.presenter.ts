import type { FileStorage } from '../../../application/ports/file-storage';
import type { WithProductCount } from '../../../application/ports/taxonomy-writes';
import type { Brand } from '../../../domain/catalog/brand';
import type { Category } from '../../../domain/catalog/category';
import type {
  BrandNotFoundError,
  CategoryNotFoundError,
  TaxonomyInUseError,
} from '../../../domain/catalog/taxonomy-admin';
import type { FieldError as DomainFieldError, ValidationError } from '../../../domain/shared/field-error';
import type { Paged } from '../../../domain/shared/pagination';
import {
  AdminBrand,
  AdminBrandPage,
  AdminCategory,
  AdminCategoryPage,
  InUseError,
} from '../types/admin-taxonomy.types';
import { ErrorCode, InvalidInputError, NotFoundError } from '../types/error-result.types';
import { CatalogPresenter } from './catalog.presenter';

type FormCode = 'BRAND_INVALID' | 'CATEGORY_INVALID' | 'STORE_SETTINGS_INVALID';
const CODES: {
  readonly [C in FormCode | 'BRAND_NOT_FOUND' | 'CATEGORY_NOT_FOUND' | TaxonomyInUseError['code']]: ErrorCode;
} = {
  BRAND_INVALID: ErrorCode.BRAND_INVALID,
  CATEGORY_INVALID: ErrorCode.CATEGORY_INVALID,
  STORE_SETTINGS_INVALID: ErrorCode.STORE_SETTINGS_INVALID,
  BRAND_NOT_FOUND: ErrorCode.BRAND_NOT_FOUND,
  CATEGORY_NOT_FOUND: ErrorCode.CATEGORY_NOT_FOUND,
  BRAND_IN_USE: ErrorCode.BRAND_IN_USE,
  CATEGORY_IN_USE: ErrorCode.CATEGORY_IN_USE,
};

/** Brands, categories and the store settings' failures → GraphQL (every text is the domain's). */
export class AdminTaxonomyPresenter {
  private readonly catalog: CatalogPresenter;

  constructor(storage: FileStorage) {
    this.catalog = new CatalogPresenter(storage);
  }

  brand({ item, productCount }: WithProductCount<Brand>): AdminBrand {
    return Object.assign(new AdminBrand(), this.catalog.brand(item), { logoKey: item.logoKey, productCount });
  }

  category({ item, productCount }: WithProductCount<Category>): AdminCategory {
    return Object.assign(new AdminCategory(), this.catalog.category(item), { productCount });
  }

  brandPage({ items, ...page }: Paged<WithProductCount<Brand>>): AdminBrandPage {
    return Object.assign(new AdminBrandPage(), { ...page, items: items.map((brand) => this.brand(brand)) });
  }

  categoryPage({ items, ...page }: Paged<WithProductCount<Category>>): AdminCategoryPage {
    return Object.assign(new AdminCategoryPage(), { ...page, items: items.map((category) => this.category(category)) });
  }

  /** A form that failed: every field with its message, the first one as the message. */
  invalid(error: ValidationError<FormCode>): InvalidInputError {
    return Object.assign(new InvalidInputError(), {
      errorCode: CODES[error.code],
      message: error.message,
      fieldErrors: error.details.fieldErrors.map(({ field, message }: DomainFieldError) => ({ field, message })),
    });
  }

  notFound(error: BrandNotFoundError | CategoryNotFoundError): NotFoundError {
    return Object.assign(new NotFoundError(), { errorCode: CODES[error.code], message: error.message });
  }

  inUse(error: TaxonomyInUseError): InUseError {
    return Object.assign(new InUseError(), {
      errorCode: CODES[error.code],
      message: error.message,
      productCount: error.details.productCount,
    });
  }
}
