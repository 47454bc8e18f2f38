import { fieldError, validated, type ValidationError } from '../shared/field-error';
import type { Result } from '../shared/result';
import { cleanText } from '../shared/text-characters';

/** The receipt the shop issues: a 'boleta' by default, a 'factura' for a company (with its RUC). */
export type InvoiceType = 'boleta' | 'factura';
export const INVOICE_TYPES: readonly InvoiceType[] = ['boleta', 'factura'];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = { boleta: 'Boleta', factura: 'Factura' };

export type Invoice =
  { readonly type: 'boleta' } | { readonly type: 'factura'; readonly ruc: string; readonly businessName: string };

export const BOLETA: Invoice = { type: 'boleta' };

export const RUC_LENGTH = 11;
export const BUSINESS_NAME_MAX_LENGTH = 150;

export const INVOICE_MESSAGES = {
  typeInvalid: 'Seleccione boleta o factura',
  rucInvalid: 'Ingrese un RUC válido',
  businessNameRequired: 'Ingrese la razón social',
  businessNameTooLong: `La razón social puede tener como máximo ${BUSINESS_NAME_MAX_LENGTH} caracteres`,
} as const;

export type InvoiceField = 'invoiceType' | 'invoiceRuc' | 'invoiceBusinessName';
export type InvoiceError = ValidationError<'INVOICE_INVALID', InvoiceField>;

export interface InvoiceInput {
  readonly type: string;
  readonly ruc?: string | null;
  readonly businessName?: string | null;
}

/** SUNAT's weights for the first ten digits of a RUC. */
const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/** A RUC starts with 10 (person), 15/16/17 (other persons) or 20 (company). */
const RUC_PREFIXES = ['10', '15', '16', '17', '20'];

/** 11 digits, a known prefix and SUNAT's modulo-11 check digit. */
export function isValidRuc(value: string): boolean {
  const ruc = value.trim();
  if (!/^\d{11}$/.test(ruc) || !RUC_PREFIXES.includes(ruc.slice(0, 2))) return false;
  const sum = RUC_WEIGHTS.reduce((total, weight, i) => total + weight * Number(ruc[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(ruc[10]);
}

/** A boleta needs nothing more; a factura needs a valid RUC and the business name. */
export function validateInvoice(input: InvoiceInput): Result<Invoice, InvoiceError> {
  const type = cleanText(input.type || 'boleta');
  if (type !== 'boleta' && type !== 'factura') {
    return validated(
      'INVOICE_INVALID',
      [fieldError('invoiceType', 'INVALID', INVOICE_MESSAGES.typeInvalid)],
      () => BOLETA,
    );
  }
  if (type === 'boleta') return validated('INVOICE_INVALID', [], () => BOLETA);
  const ruc = cleanText(input.ruc ?? '');
  const businessName = cleanText(input.businessName ?? '').replace(/\s+/g, ' ');
  return validated(
    'INVOICE_INVALID',
    [
      isValidRuc(ruc) ? null : fieldError('invoiceRuc', 'RUC_INVALID', INVOICE_MESSAGES.rucInvalid),
      !businessName
        ? fieldError('invoiceBusinessName', 'REQUIRED', INVOICE_MESSAGES.businessNameRequired)
        : businessName.length > BUSINESS_NAME_MAX_LENGTH
          ? fieldError('invoiceBusinessName', 'TOO_LONG', INVOICE_MESSAGES.businessNameTooLong)
          : null,
    ],
    (): Invoice => ({ type: 'factura', ruc, businessName }),
  );
}
