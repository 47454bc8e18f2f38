import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../application/ports/mail';

/**
 * Real e-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587).
 * Bounded waits: a server that never answers fails the attempt (and the outbox
 * retries later) instead of holding a delivery run for minutes.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(withTimeouts(smtpUrl));
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

/** nodemailer reads transport options from the URL's query; ones the operator set win. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [name, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
