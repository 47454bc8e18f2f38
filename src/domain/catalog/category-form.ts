import { fieldError, validated, type ValidationError } from '../shared/field-error';
import type { Result } from '../shared/result';
import { cleanText } from '../shared/text-characters';

export interface CategoryFormInput {
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
}

export function validateCategoryForm(
  input: CategoryFormInput,
): Result<CategoryFormInput, ValidationError<'CATEGORY_INVALID', 'name' | 'description'>> {
  const name = cleanText(input.name);
  const description = cleanText(input.description);
  return validated(
    'CATEGORY_INVALID',
    [
      name ? null : fieldError('name', 'REQUIRED', 'El nombre es obligatorio'),
      description ? null : fieldError('description', 'REQUIRED', 'La descripción es obligatoria'),
    ],
    () => ({ name, description, active: input.active }),
  );
}
