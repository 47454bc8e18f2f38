import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: the e-mails that follow an order (processing with how to pay, the payment link, completed,
 * cancelled) can each be turned off in the store's settings; a kind the column does not name is sent.
 */
export class OrderStatusEmails1765920000000 implements MigrationInterface {
  name = 'OrderStatusEmails1765920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE store_settings ADD COLUMN order_status_emails jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE store_settings DROP COLUMN order_status_emails`);
  }
}
