import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../application/ports/identity';

/** Real e-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
