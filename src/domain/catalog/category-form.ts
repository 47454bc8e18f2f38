import { fieldError, validated, type ValidationError } from '../shared/field-error';
import type { Result } from '../shared/result';

export interface CategoryFormInput {
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
}

export function validateCategoryForm(
  input: CategoryFormInput,
): Result<CategoryFormInput, ValidationError<'CATEGORY_INVALID', 'name' | 'description'>> {
  const name = input.name.trim();
  const description = input.description.trim();
  return validated(
    'CATEGORY_INVALID',
    [
      name ? null : fieldError('name', 'REQUIRED', 'El nombre es obligatorio'),
      description ? null : fieldError('description', 'REQUIRED', 'La descripción es obligatoria'),
    ],
    () => ({ name, description, active: input.active }),
  );
}
