import {
  documentNumberMaxLength,
  invalidDocumentNumberMessage,
  isDocumentType,
  isValidDocumentNumber,
} from './document-type';

describe('document numbers', () => {
  it.each([
    ['1234567', false], // 7 digits
    ['12345678', true], // 8 digits
    ['123456789', false], // 9 digits
    ['1234567A', false],
  ])('DNI exactly 8 digits: %s → %s', (value, valid) => {
    expect(isValidDocumentNumber('DNI', value)).toBe(valid);
  });

  it.each([
    ['12345678', false], // 8
    ['A23456789', true], // 9
    ['ABC123456789', true], // 12
    ['ABC1234567890', false], // 13
    ['ABC-1234567', false],
  ])('CE 9–12 alphanumeric: %s → %s', (value, valid) => {
    expect(isValidDocumentNumber('CE', value)).toBe(valid);
  });

  it.each([
    ['AB123', false], // 5
    ['AB1234', true], // 6
    ['AB1234567890', true], // 12
    ['AB12345678901', false], // 13
  ])('Pasaporte 6–12 alphanumeric: %s → %s', (value, valid) => {
    expect(isValidDocumentNumber('Pasaporte', value)).toBe(valid);
  });

  it('max lengths: DNI 8, CE 12, Pasaporte 12', () => {
    expect(documentNumberMaxLength('DNI')).toBe(8);
    expect(documentNumberMaxLength('CE')).toBe(12);
    expect(documentNumberMaxLength('Pasaporte')).toBe(12);
  });

  it('has one message per document type', () => {
    expect(invalidDocumentNumberMessage('DNI')).toBe('Ingrese un DNI válido (8 dígitos)');
    expect(invalidDocumentNumberMessage('CE')).toBe('Ingrese un CE válido (9 a 12 caracteres alfanuméricos)');
    expect(invalidDocumentNumberMessage('Pasaporte')).toBe(
      'Ingrese un pasaporte válido (6 a 12 caracteres alfanuméricos)',
    );
  });

  it('knows the three document types (case-sensitive)', () => {
    expect(isDocumentType('DNI')).toBe(true);
    expect(isDocumentType('Pasaporte')).toBe(true);
    expect(isDocumentType('dni')).toBe(false);
  });
});
