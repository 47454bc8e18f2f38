import { escapeHtml } from '../mail/plain-mail';
import type { MailMessage } from '../ports/mail';

/** Spanish e-mails of the account flows, in plain text and HTML. */

function message(to: string, subject: string, paragraphs: string[], code?: string): MailMessage {
  const text = [
    ...paragraphs.slice(0, 1),
    ...(code ? [`Tu código: ${code}`] : []),
    ...paragraphs.slice(1),
    '— Esencia',
  ].join('\n\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:Georgia,serif;color:#2b2320">
${paragraphs
  .slice(0, 1)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('')}
${code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>` : ''}
${paragraphs
  .slice(1)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('')}
<p>— Esencia</p></body></html>`;
  return { to, subject, text, html };
}

export const confirmationEmail = (to: string, code: string): MailMessage =>
  message(
    to,
    'Tu código de confirmación de Esencia',
    [
      'Gracias por registrarte en Esencia. Para confirmar tu cuenta, ingresa este código en la ventana de registro:',
      'El código vence en 24 horas y solo puede usarse una vez.',
      'Si no creaste esta cuenta, ignora este correo.',
    ],
    code,
  );

export const passwordResetEmail = (to: string, code: string): MailMessage =>
  message(
    to,
    'Restablece tu contraseña de Esencia',
    [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Ingresa este código para elegir una nueva:',
      'El código vence en 24 horas y solo puede usarse una vez. Al cambiar la contraseña se cerrarán todas tus sesiones.',
      'Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.',
    ],
    code,
  );

export const accountExistsEmail = (to: string): MailMessage =>
  message(to, 'Ya tienes una cuenta en Esencia', [
    'Alguien intentó registrarse en Esencia con este correo, pero ya tienes una cuenta.',
    'Si fuiste tú, inicia sesión o usa «¿Olvidaste tu contraseña?» para restablecerla. Si no, ignora este correo.',
  ]);
