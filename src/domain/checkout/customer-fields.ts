import { isValidEmail } from '../identity/email-address';
import { fieldError, type FieldError } from '../shared/field-error';
import {
  invalidDocumentNumberMessage,
  isDocumentType,
  isValidDocumentNumber,
  type DocumentType,
} from './document-type';
import { cleanText } from '../shared/text-characters';

/**
 * The customer-data rules shared by the storefront checkout and the admin's
 * create-order form. Each check takes the raw (untrimmed) input and returns
 * null when the field is fine.
 */
export type CustomerField = 'firstName' | 'lastName' | 'email' | 'documentType' | 'documentNumber' | 'phone';

export const CUSTOMER_FIELD_MESSAGES = {
  firstNameRequired: 'Ingrese su nombre',
  firstNameInvalid: 'Ingrese un nombre válido (solo letras)',
  lastNameRequired: 'Ingrese su apellido',
  lastNameInvalid: 'Ingrese un apellido válido (solo letras)',
  emailRequired: 'Ingrese su email',
  emailInvalid: 'Ingrese un email válido',
  documentTypeRequired: 'Seleccione un tipo de documento',
  documentTypeInvalid: 'Seleccione un tipo de documento válido',
  documentNumberRequired: 'Ingrese su número de documento',
  phoneRequired: 'Ingrese su número de celular',
  phoneInvalid: 'Ingrese un número de celular válido',
} as const;

const M = CUSTOMER_FIELD_MESSAGES;

/** Letters (accents included) and spaces, 2 to 50 characters. */
const NAME = /^[\p{L}\s]{2,50}$/u;
/** Peruvian mobile: 9 digits starting with 9. */
const PHONE = /^9\d{8}$/;
export const PHONE_MAX_LENGTH = 9;

export function checkFirstName(value: string): FieldError<'firstName'> | null {
  return checkName('firstName', value, M.firstNameRequired, M.firstNameInvalid);
}

export function checkLastName(value: string): FieldError<'lastName'> | null {
  return checkName('lastName', value, M.lastNameRequired, M.lastNameInvalid);
}

export function checkEmail(value: string): FieldError<'email'> | null {
  const email = cleanText(value);
  if (!email) return fieldError('email', 'REQUIRED', M.emailRequired);
  // The accounts' rule (issue 25: the checkout took control characters and 100,012 characters).
  return isValidEmail(email) ? null : fieldError('email', 'INVALID_EMAIL', M.emailInvalid);
}

export function checkDocumentType(value: string): FieldError<'documentType'> | null {
  const type = cleanText(value);
  if (!type) return fieldError('documentType', 'REQUIRED', M.documentTypeRequired);
  return isDocumentType(type) ? null : fieldError('documentType', 'INVALID_DOCUMENT_TYPE', M.documentTypeInvalid);
}

/** Checked against the chosen type, so a change of type re-validates the number. */
export function checkDocumentNumber(type: string, value: string): FieldError<'documentNumber'> | null {
  const documentNumber = cleanText(value);
  if (!documentNumber) return fieldError('documentNumber', 'REQUIRED', M.documentNumberRequired);
  // Without a known type the type field already carries the error.
  if (!isDocumentType(cleanText(type))) return null;
  const documentType = cleanText(type) as DocumentType;
  return isValidDocumentNumber(documentType, documentNumber)
    ? null
    : fieldError('documentNumber', 'INVALID_DOCUMENT_NUMBER', invalidDocumentNumberMessage(documentType));
}

export function checkPhone(value: string): FieldError<'phone'> | null {
  const phone = cleanText(value);
  if (!phone) return fieldError('phone', 'REQUIRED', M.phoneRequired);
  return PHONE.test(phone) ? null : fieldError('phone', 'INVALID_PHONE', M.phoneInvalid);
}

function checkName<F extends 'firstName' | 'lastName'>(
  field: F,
  value: string,
  requiredMessage: string,
  invalidMessage: string,
): FieldError<F> | null {
  const name = cleanText(value);
  if (!name) return fieldError(field, 'REQUIRED', requiredMessage);
  return NAME.test(name) ? null : fieldError(field, 'INVALID_NAME', invalidMessage);
}
