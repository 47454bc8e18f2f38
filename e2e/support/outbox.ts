import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Without SMTP_URL the e2e server keeps every e-mail in the dev outbox of its DATA_DIR
 * (playwright.config.ts: data/e2e; E2E_DATA_DIR when a run uses another one).
 */
export const OUTBOX = path.resolve(__dirname, '..', '..', process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

/** The texts of the outbox messages to `email`, newest first. */
async function* mailsTo(email: string): AsyncGenerator<string> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  // File names start with an ISO timestamp, so the name order is the arrival order.
  for (const name of names
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .reverse()) {
    const text = await readFile(path.join(OUTBOX, name), 'utf8');
    if (text.split('\n').includes(`Para: ${email}`)) yield text;
  }
}

/** The 6-digit code of the newest outbox message for `email` (null until one arrives). */
export async function latestCode(email: string): Promise<string | null> {
  for await (const text of mailsTo(email)) {
    const code = /Tu código: (\d{6})/.exec(text)?.[1];
    if (code) return code;
  }
  return null;
}

/** The text of the newest outbox message to `email` whose subject starts with `subject` (null until one arrives). */
export async function latestMail(email: string, subject: string): Promise<string | null> {
  for await (const text of mailsTo(email)) {
    if (text.split('\n').some((line) => line.startsWith(`Asunto: ${subject}`))) return text;
  }
  return null;
}
