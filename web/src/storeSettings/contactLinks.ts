/** `tel:` address of a number written for people ('+51 987 654 321' → 'tel:+51987654321'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
