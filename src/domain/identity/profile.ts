import { fieldError, validated, type ValidationError } from '../shared/field-error';
import type { Result } from '../shared/result';
import { cleanText } from '../shared/text-characters';

export interface ProfileInput {
  readonly name: string;
  readonly phone: string | null;
}

export type ProfileField = 'name' | 'phone';
export type ProfileError = ValidationError<'PROFILE_INVALID', ProfileField>;

const NAME = /^[\p{L}][\p{L}\s'.-]{1,49}$/u;
const PHONE = /^9\d{8}$/;

const tidyName = (name: string) => cleanText(name).replace(/\s+/g, ' ');
const tidyPhone = (phone: string | null) => phone?.replace(/\s+/g, '') || null;

/**
 * Profile form (the profile page and the server): the name is required
 * (letters, 2–50); the phone is optional, a Peruvian mobile when given. Every
 * failing field is reported, so a form can mark them all at once.
 */
export function checkProfile(input: ProfileInput): Result<ProfileInput, ProfileError> {
  const name = tidyName(input.name);
  const phone = tidyPhone(input.phone);
  return validated(
    'PROFILE_INVALID',
    [
      !name
        ? fieldError('name', 'NAME_REQUIRED', 'El nombre es obligatorio')
        : !NAME.test(name)
          ? fieldError('name', 'NAME_INVALID', 'Ingrese un nombre válido (solo letras)')
          : null,
      phone !== null && !PHONE.test(phone)
        ? fieldError('phone', 'PHONE_INVALID', 'Ingrese un número de celular válido')
        : null,
    ],
    () => ({ name, phone }),
  );
}
