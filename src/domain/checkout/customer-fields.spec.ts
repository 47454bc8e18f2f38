import {
  checkDocumentNumber,
  checkDocumentType,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkPhone,
} from './customer-fields';
import { cleanText } from '../shared/text-characters';

describe('customer field checks (shared by checkout and the admin order form)', () => {
  it('names: 2/50/51 characters', () => {
    expect(checkFirstName('Lu')).toBeNull();
    expect(checkFirstName('ñ'.repeat(50))).toBeNull();
    expect(checkFirstName('ñ'.repeat(51))?.message).toBe('Ingrese un nombre válido (solo letras)');
    expect(checkLastName('Ñ')?.message).toBe('Ingrese un apellido válido (solo letras)');
    expect(checkLastName('')?.code).toBe('REQUIRED');
  });

  it("email: basic format, 'Ingrese un email válido'", () => {
    expect(checkEmail('ana@x.pe')).toBeNull();
    expect(checkEmail('ana@x')?.message).toBe('Ingrese un email válido');
  });

  it("email: the accounts' rule, so no control characters and at most 254 characters (issue 25)", () => {
    expect(checkEmail('Ana.Quispe@Correo.pe')).toBeNull(); // the case is kept, only the rule is shared
    expect(checkEmail(`${'a'.repeat(244)}@correo.pe`)).toBeNull();
    for (const email of ['ana\u0000@correo.pe', 'ana\u0007@correo.pe', `${'a'.repeat(245)}@correo.pe`]) {
      expect(checkEmail(email)?.code).toBe('INVALID_EMAIL');
    }
  });

  it('document type and number', () => {
    expect(checkDocumentType('Pasaporte')).toBeNull();
    expect(checkDocumentType('')?.code).toBe('REQUIRED');
    expect(checkDocumentNumber('DNI', '12345678')).toBeNull();
    expect(checkDocumentNumber('DNI', '123456789')?.code).toBe('INVALID_DOCUMENT_NUMBER');
    expect(checkDocumentNumber('???', '1')).toBeNull(); // the type field carries the error
    expect(checkDocumentNumber('DNI', ' ')?.code).toBe('REQUIRED');
  });

  it("phone: 9 digits starting with 9, 'Ingrese un número de celular válido'", () => {
    expect(checkPhone('912345678')).toBeNull();
    expect(checkPhone('91234567')?.message).toBe('Ingrese un número de celular válido');
  });

  it('cleanText trims and composes accents', () => {
    expect(cleanText('  Jose\u0301 ')).toBe('José');
  });
});
