export type DocumentType = 'DNI' | 'CE' | 'Pasaporte';
export const DOCUMENT_TYPES: readonly DocumentType[] = ['DNI', 'CE', 'Pasaporte'];

interface DocumentRule {
  readonly pattern: RegExp;
  /** The input's max length, so nobody types past a valid number. */
  readonly maxLength: number;
  readonly invalidMessage: string;
}

/** DNI exactly 8 digits; CE 9–12 alphanumeric; Pasaporte 6–12 alphanumeric. */
const DOCUMENT_RULES: Record<DocumentType, DocumentRule> = {
  DNI: { pattern: /^\d{8}$/, maxLength: 8, invalidMessage: 'Ingrese un DNI válido (8 dígitos)' },
  CE: {
    pattern: /^[A-Za-z0-9]{9,12}$/,
    maxLength: 12,
    invalidMessage: 'Ingrese un CE válido (9 a 12 caracteres alfanuméricos)',
  },
  Pasaporte: {
    pattern: /^[A-Za-z0-9]{6,12}$/,
    maxLength: 12,
    invalidMessage: 'Ingrese un pasaporte válido (6 a 12 caracteres alfanuméricos)',
  },
};

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

export function isValidDocumentNumber(type: DocumentType, documentNumber: string): boolean {
  return DOCUMENT_RULES[type].pattern.test(documentNumber);
}

export function documentNumberMaxLength(type: DocumentType): number {
  return DOCUMENT_RULES[type].maxLength;
}

export function invalidDocumentNumberMessage(type: DocumentType): string {
  return DOCUMENT_RULES[type].invalidMessage;
}
