/** A chat link to a WhatsApp number with prefilled, URL-encoded text. */
export function whatsAppLink(phoneNumber: string, text: string): string {
  // wa.me wants the international number as digits only ('+51 987 654 321' → '51987654321').
  const digits = phoneNumber.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Peru's country code: customers' phones are kept as their 9 national digits. */
const PERU_COUNTRY_CODE = '51';

/**
 * A customer's WhatsApp number for wa.me: 51 and the national digits; a number already given with 51 (more
 * than 9 digits) stays as it is. One rule for every screen that writes to a customer.
 */
export function customerWhatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 9 && digits.startsWith(PERU_COUNTRY_CODE) ? digits : `${PERU_COUNTRY_CODE}${digits}`;
}
