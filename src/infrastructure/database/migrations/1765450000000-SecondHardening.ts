import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25.
 * - Each sign-up attempt gets its own confirmation code bound to the hash of the password given with it
 *   (`one_time_codes.password_hash`): confirming a code makes that attempt's password the account's, so whoever
 *   signs up first no longer chooses the password its owner confirms. Reset codes leave it null.
 * - Order e-mails carry their category (`mail_outbox.category`), counted per recipient and per hour for their
 *   ceilings (domain/mail/mail-ceilings.ts); account mail leaves it null.
 */
export class SecondHardening1765450000000 implements MigrationInterface {
  name = 'SecondHardening1765450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE one_time_codes ADD COLUMN password_hash text`);
    await db.query(`ALTER TABLE mail_outbox ADD COLUMN category text`);
    await db.query(
      `CREATE INDEX mail_outbox_recipient_ceiling_idx ON mail_outbox (category, lower(recipient), created_at)
       WHERE category IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX mail_outbox_hour_ceiling_idx ON mail_outbox (category, due_at) WHERE category IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE mail_outbox DROP COLUMN category`);
    await db.query(`ALTER TABLE one_time_codes DROP COLUMN password_hash`);
  }
}
