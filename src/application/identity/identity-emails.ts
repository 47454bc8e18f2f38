import { plainMail } from '../mail/plain-mail';
import type { MailMessage } from '../ports/mail';

/** Spanish e-mails of the account flows, in plain text and HTML, naming and signed by the store. */

export const confirmationEmail = (to: string, code: string, storeName: string): MailMessage =>
  plainMail({ to, subject: `Tu código de confirmación de ${storeName}`, storeName }, [
    `Gracias por registrarte en ${storeName}. Para confirmar tu cuenta, ingresa este código en la ventana de registro:`,
    { code },
    'El código vence en 24 horas y solo puede usarse una vez.',
    'Si no creaste esta cuenta, ignora este correo.',
  ]);

export const passwordResetEmail = (to: string, code: string, storeName: string): MailMessage =>
  plainMail({ to, subject: `Restablece tu contraseña de ${storeName}`, storeName }, [
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Ingresa este código para elegir una nueva:',
    { code },
    'El código vence en 24 horas y solo puede usarse una vez. Al cambiar la contraseña se cerrarán todas tus sesiones.',
    'Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.',
  ]);

export const accountExistsEmail = (to: string, storeName: string): MailMessage =>
  plainMail({ to, subject: `Ya tienes una cuenta en ${storeName}`, storeName }, [
    `Alguien intentó registrarse en ${storeName} con este correo, pero ya tienes una cuenta.`,
    'Si fuiste tú, inicia sesión o usa «¿Olvidaste tu contraseña?» para restablecerla. Si no, ignora este correo.',
  ]);
