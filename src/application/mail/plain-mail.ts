import type { MailMessage } from '../ports/mail';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A picture in the HTML part (a QR to scan, a product): absolute URL, with its description for the text part. */
export interface MailPicture {
  readonly imageUrl: string;
  readonly alt: string;
}

/** A one-time code to type, large in the HTML part ('Tu código: 123456' in the text part). */
export interface MailCode {
  readonly code: string;
}

export type MailParagraph = string | MailPicture | MailCode;

const textParagraph = (p: MailParagraph): string =>
  typeof p === 'string' ? p : 'code' in p ? `Tu código: ${p.code}` : `[${p.alt}]`;

const htmlParagraph = (p: MailParagraph): string => {
  if (typeof p === 'string') return `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  if ('code' in p) return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(p.code)}</p>`;
  return `<p><img src="${escapeHtml(p.imageUrl)}" alt="${escapeHtml(p.alt)}" width="240" style="max-width:100%"></p>`;
};

/** Who an e-mail goes to, its subject, and the store it is signed by (the settings' storeName, never a constant). */
export interface PlainMailHeading {
  readonly to: string;
  readonly subject: string;
  readonly storeName: string;
}

/**
 * A Spanish e-mail of plain paragraphs (lines inside a paragraph kept), pictures and codes, in text and in simple
 * HTML, signed by the store; the text part names a picture by its description.
 */
export function plainMail(
  { to, subject, storeName }: PlainMailHeading,
  paragraphs: readonly MailParagraph[],
): MailMessage {
  const signature = `— ${storeName}`;
  const text = [...paragraphs.map(textParagraph), signature].join('\n\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Georgia,serif;color:#2b2320">
${paragraphs.map(htmlParagraph).join('\n')}
<p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html };
}
