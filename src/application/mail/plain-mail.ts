import type { MailMessage } from '../ports/mail';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A Spanish e-mail of plain paragraphs (lines inside a paragraph kept), in text and in simple HTML, signed by the store. */
export function plainMail(to: string, subject: string, paragraphs: readonly string[]): MailMessage {
  const text = [...paragraphs, '— Esencia'].join('\n\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Georgia,serif;color:#2b2320">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p>— Esencia</p></body></html>`;
  return { to, subject, text, html };
}
