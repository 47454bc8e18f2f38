import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export interface ProfileInput {
  readonly name: string;
  readonly phone: string | null;
}

export type ProfileError = DomainError<'PROFILE_INVALID'>;

const NAME = /^[\p{L}][\p{L}\s'.-]{1,49}$/u;
const PHONE = /^9\d{8}$/;

/** Profile form: the name is required (letters, 2–50); the phone is optional, a Peruvian mobile when given. */
export function checkProfile(input: ProfileInput): Result<ProfileInput, ProfileError> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) return err(domainError('PROFILE_INVALID', 'El nombre es obligatorio', { field: 'name' }));
  if (!NAME.test(name)) {
    return err(domainError('PROFILE_INVALID', 'Ingrese un nombre válido (solo letras)', { field: 'name' }));
  }
  const phone = input.phone?.replace(/\s+/g, '') || null;
  if (phone !== null && !PHONE.test(phone)) {
    return err(domainError('PROFILE_INVALID', 'Ingrese un número de celular válido', { field: 'phone' }));
  }
  return ok({ name, phone });
}
