import { IsNull, type EntityManager } from 'typeorm';
import type { MailMessage, MailOutbox, MailQueue, QueuedMail } from '../../application/ports/mail';
import {
  DEFAULT_MAIL_CEILINGS,
  hourIndex,
  MAIL_CEILING_WINDOW_MS,
  mailSlot,
  type MailCategory,
  type MailCeilings,
  type RecentMail,
} from '../../domain/mail/mail-ceilings';
import { MailOutboxSchema } from '../database/schemas/mail-records';

/** The channel every server process listens on: a committed enqueue wakes the delivery worker at once. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';
/** Sent rows (bodies already erased) are kept this long for inspection, then pruned. */
const KEEP_SENT_MS = 7 * 24 * 3_600_000;

/**
 * Enqueue side: bound to the transaction's EntityManager, so the row commits with the change. A message with a
 * category goes under its ceilings (mail-ceilings.ts), counted from the outbox itself, so every process counts
 * the same mail; concurrent orders may pass a ceiling by the few that were counting at the same moment.
 */
export class TypeOrmMailOutbox implements MailOutbox {
  constructor(
    private readonly db: EntityManager,
    private readonly ceilings: MailCeilings = DEFAULT_MAIL_CEILINGS,
  ) {}

  async enqueue(message: MailMessage, at: Date): Promise<void> {
    let dueAt = at;
    if (message.category) {
      const slot = mailSlot(message.category, await this.recent(message.category, message.to, at), this.ceilings, at);
      if (slot.kind === 'skip') return;
      if (slot.kind === 'later') dueAt = slot.at;
    }
    await this.db.getRepository(MailOutboxSchema).insert({
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      createdAt: at,
      dueAt,
      attempts: 0,
      category: message.category ?? null,
    });
    // Delivered by PostgreSQL only if and when the transaction commits.
    await this.db.query(`SELECT pg_notify($1, '')`, [MAIL_OUTBOX_CHANNEL]);
  }

  private async recent(category: MailCategory, recipient: string, at: Date): Promise<RecentMail> {
    const recipientRows: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM mail_outbox
       WHERE category = $1 AND lower(recipient) = lower($2) AND created_at > $3`,
      [category, recipient, new Date(at.getTime() - MAIL_CEILING_WINDOW_MS)],
    );
    const count = recipientRows[0]?.count ?? 0;
    if (category === 'order-shop' || count >= this.ceilings.orderCopiesPerAddress) {
      return { toRecipient: count, dueByHour: new Map() };
    }
    const hours: { hour: string; count: number }[] = await this.db.query(
      `SELECT floor(extract(epoch FROM due_at) * 1000 / $3)::bigint AS hour, count(*)::int AS count FROM mail_outbox
       WHERE category = $1 AND due_at >= $2 GROUP BY 1`,
      [category, new Date(hourIndex(at) * MAIL_CEILING_WINDOW_MS), MAIL_CEILING_WINDOW_MS],
    );
    return { toRecipient: count, dueByHour: new Map(hours.map((row) => [Number(row.hour), row.count])) };
  }
}

interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/** Delivery side, on the pool. Claims skip rows another process holds, so two servers never send one twice. */
export class TypeOrmMailQueue implements MailQueue {
  constructor(private readonly db: EntityManager) {}

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]> {
    const [rows]: [ClaimedRow[], number] = await this.db.query(
      `UPDATE mail_outbox SET leased_until = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND due_at <= $1 AND (leased_until IS NULL OR leased_until <= $1)
         ORDER BY due_at
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, subject, text_body, html_body, attempts`,
      [now, leaseUntil, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      attempts: row.attempts,
      message: { to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body },
    }));
  }

  async markSent(id: string, at: Date): Promise<void> {
    // The body may hold a code or a temporary password: once delivered it is not kept.
    await this.db
      .getRepository(MailOutboxSchema)
      .update({ id }, { sentAt: at, leasedUntil: null, textBody: '', htmlBody: '' });
    await this.db.query(`DELETE FROM mail_outbox WHERE sent_at < $1`, [new Date(at.getTime() - KEEP_SENT_MS)]);
  }

  async retryAt(id: string, at: Date, error: string): Promise<void> {
    await this.db
      .getRepository(MailOutboxSchema)
      .update({ id }, { dueAt: at, leasedUntil: null, lastError: error.slice(0, 500) });
  }

  async giveUp(id: string, at: Date, error: string): Promise<void> {
    await this.db
      .getRepository(MailOutboxSchema)
      .update({ id }, { failedAt: at, leasedUntil: null, lastError: error.slice(0, 500) });
  }

  backlog(): Promise<number> {
    return this.db.getRepository(MailOutboxSchema).count({ where: { sentAt: IsNull(), failedAt: IsNull() } });
  }
}
