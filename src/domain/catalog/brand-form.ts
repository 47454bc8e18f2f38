import { fieldError, validated, type ValidationError } from '../shared/field-error';
import type { Result } from '../shared/result';
import { cleanText } from '../shared/text-characters';

export interface BrandFormInput {
  readonly name: string;
  readonly logoKey: string | null;
  readonly active: boolean;
}

export interface BrandDraft {
  readonly name: string;
  /** The spec copies the name into the description on every save. */
  readonly description: string;
  readonly logoKey: string | null;
  readonly active: boolean;
}

export function validateBrandForm(input: BrandFormInput): Result<BrandDraft, ValidationError<'BRAND_INVALID', 'name'>> {
  const name = cleanText(input.name);
  return validated('BRAND_INVALID', [name ? null : fieldError('name', 'REQUIRED', 'El nombre es obligatorio')], () => ({
    name,
    description: name,
    logoKey: input.logoKey,
    active: input.active,
  }));
}
