import { EntitySchema } from 'typeorm';

export interface MailOutboxRecord {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Date;
  dueAt: Date;
  attempts: number;
  leasedUntil: Date | null;
  sentAt: Date | null;
  failedAt: Date | null;
  lastError: string | null;
  category: string | null;
}

export const MailOutboxSchema = new EntitySchema<MailOutboxRecord>({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    recipient: { type: 'text' },
    subject: { type: 'text' },
    textBody: { type: 'text', name: 'text_body' },
    htmlBody: { type: 'text', name: 'html_body' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    dueAt: { type: 'timestamptz', name: 'due_at' },
    attempts: { type: 'integer', default: 0 },
    leasedUntil: { type: 'timestamptz', name: 'leased_until', nullable: true },
    sentAt: { type: 'timestamptz', name: 'sent_at', nullable: true },
    failedAt: { type: 'timestamptz', name: 'failed_at', nullable: true },
    lastError: { type: 'text', name: 'last_error', nullable: true },
    category: { type: 'text', nullable: true },
  },
});

export const mailSchemas = [MailOutboxSchema];
