import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process: mail sent by the app over the wire lands here. */
export interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
  /** The decoded body (quoted-printable undone), for reading codes. */
  readonly body: string;
  /** The plain-text part as the app wrote it (decoded, lines ending in \n); '' when there is none. */
  readonly text: string;
  /** The HTML part, decoded; '' when there is none. */
  readonly html: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Waits for the next message to `to` after the given count of its messages. */
  waitForMail(to: string, after?: number): Promise<ReceivedMail>;
  /** The 6-digit code of the latest message to `to`. */
  latestCode(to: string, after?: number): Promise<string>;
  countTo(to: string): number;
  stop(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: decodeQuotedPrintable(raw),
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => received.filter((m) => m.to.includes(to));
  const waitForMail = async (to: string, after = 0): Promise<ReceivedMail> => {
    const deadline = Date.now() + 10_000;
    while (mailsTo(to).length <= after) {
      if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return mailsTo(to)[mailsTo(to).length - 1]!;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    async latestCode(to, after = 0) {
      const mail = await waitForMail(to, after);
      const code = /Tu código: (\d{6})/.exec(mail.body)?.[1];
      if (!code) throw new Error(`No code in the mail to ${to}`);
      return code;
    },
    countTo: (to) => mailsTo(to).length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The decoded content of the message's part of `type`. The app's mail is nodemailer's multipart/alternative (a
 * text and an HTML part, each quoted-printable or base64) or a single part; the line break before a boundary
 * belongs to the boundary.
 */
function partOf(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const end = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, end);
    if (end < 0 || !new RegExp(`^content-type:\\s*${type}\\b`, 'im').test(headers)) continue;
    const content = part
      .slice(end)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(content, 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(content)
          : content;
    return decoded.replace(/\r\n/g, '\n');
  }
  return '';
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
