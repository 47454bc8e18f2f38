import type { Brand } from '../../domain/catalog/brand';
import { validateBrandForm, type BrandDraft, type BrandFormInput } from '../../domain/catalog/brand-form';
import { BRAND_ADMIN_MESSAGES } from '../../domain/catalog/taxonomy-admin';
import { isCatalogueImageKey } from '../../domain/media/catalogue-image';
import { fieldError, type FieldError, type ValidationError } from '../../domain/shared/field-error';
import { domainError, err, ok, type Result } from '../../domain/shared/result';
import type { FileStorage } from '../ports/file-storage';
import { isStored } from './product-input';

export type BrandFormError = ValidationError<'BRAND_INVALID', 'name' | 'logoKey'>;

/**
 * The brand form's rules (domain/catalog/brand-form.ts: name required, description
 * copied from it) plus what only the server can check: a new logo is a key the
 * upload route made under `brands/` and is in storage. The logo the brand already
 * has (`saved`) stays acceptable as it is.
 */
export async function checkBrandInput(
  input: BrandFormInput,
  storage: FileStorage,
  saved: Brand | null = null,
): Promise<Result<BrandDraft, BrandFormError>> {
  const logoKey = input.logoKey?.trim() || null;
  const form = validateBrandForm({ ...input, logoKey });
  const logoUnchanged = logoKey === null || logoKey === saved?.logoKey;
  const logoOk = logoUnchanged || (isCatalogueImageKey(logoKey, 'brand') && (await isStored(storage, logoKey)));
  if (form.ok && logoOk) return ok(form.value);
  const fieldErrors: FieldError<'name' | 'logoKey'>[] = [
    ...(form.ok ? [] : form.error.details.fieldErrors),
    ...(logoOk ? [] : [fieldError('logoKey', 'IMAGE_NOT_UPLOADED', BRAND_ADMIN_MESSAGES.logoNotUploaded)]),
  ];
  return err({ ...domainError('BRAND_INVALID', fieldErrors[0]!.message), details: { fieldErrors } });
}
