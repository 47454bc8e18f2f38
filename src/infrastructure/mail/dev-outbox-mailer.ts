import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '../../application/ports/mail';

/**
 * The default without SMTP: each message is kept on disk (DATA_DIR/outbox) so a
 * newcomer can read the code there; the log says where, but never prints the
 * body (codes and passwords stay out of logs).
 */
export class DevOutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${message.to.replace(/[^a-z0-9@.-]/gi, '_')}.txt`);
    const content = [
      `De: ${this.from}`,
      `Para: ${message.to}`,
      `Asunto: ${message.subject}`,
      '',
      message.text,
      '',
    ].join('\n');
    await writeFile(file, content, { mode: 0o600 });
    this.logger.info({ to: message.to, subject: message.subject, file }, 'Correo guardado en la bandeja de desarrollo');
  }
}
