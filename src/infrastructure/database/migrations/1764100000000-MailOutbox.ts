import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail written in the same transaction as the change that caused it, and
 * delivered after commit. A partial index keeps the delivery query on the
 * (few) pending rows however many sent ones are kept.
 */
export class MailOutbox1764100000000 implements MigrationInterface {
  name = 'MailOutbox1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        leased_until timestamptz,
        sent_at timestamptz,
        failed_at timestamptz,
        last_error text
      )`);
    await db.query(
      `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (due_at) WHERE sent_at IS NULL AND failed_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_outbox`);
  }
}
