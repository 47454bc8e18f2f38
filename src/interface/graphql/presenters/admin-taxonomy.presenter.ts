import type { FileStorage } from '../../../application/ports/file-storage';
import type { WithProductCount } from '../../../application/ports/taxonomy-writes';
import type { Brand } from '../../../domain/catalog/brand';
import type {
  BrandNotFoundError,
  CategoryNotFoundError,
  TaxonomyInUseError,
} from '../../../domain/catalog/taxonomy-admin';
import type { FieldError as DomainFieldError, ValidationError } from '../../../domain/shared/field-error';
import { AdminBrand, InUseError } from '../types/admin-taxonomy.types';
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
