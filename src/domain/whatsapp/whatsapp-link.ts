/** A chat link to a WhatsApp number with prefilled, URL-encoded text. */
export function whatsAppLink(phoneNumber: string, text: string): string {
  // wa.me wants the international number as digits only ('+51 987 654 321' → '51987654321').
  const digits = phoneNumber.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
