import { customerWhatsAppNumber, whatsAppLink } from './whatsapp-link';

describe('whatsAppLink', () => {
  it('builds https://wa.me/{digits}?text={URL-encoded text}', () => {
    expect(whatsAppLink('+51 987 654 321', 'Hola & adiós #1\nS/ 10')).toBe(
      'https://wa.me/51987654321?text=Hola%20%26%20adi%C3%B3s%20%231%0AS%2F%2010',
    );
  });
});

describe('customerWhatsAppNumber', () => {
  it('puts 51 before the 9 national digits, and keeps a number already given with it', () => {
    expect(customerWhatsAppNumber('987654321')).toBe('51987654321');
    expect(customerWhatsAppNumber('987 654 321')).toBe('51987654321');
    expect(customerWhatsAppNumber('+51 987 654 321')).toBe('51987654321');
    expect(customerWhatsAppNumber('51987654321')).toBe('51987654321');
  });
});
