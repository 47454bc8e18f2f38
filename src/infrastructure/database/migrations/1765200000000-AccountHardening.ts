import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14, accounts:
 * - `temporary_password_expires_at`: a temporary password (CreateAdmin, the
 *   demo admin) stops working after this moment; cleared once a password is chosen.
 * - `sign_up_attempt_hash` / `sign_up_attempt_at`: the password of the latest
 *   sign-up for an e-mail that already has a confirmed account. Signing in with
 *   it answers 'confirm your e-mail' like a new account would, so the answers
 *   cannot tell which e-mails have accounts. It never signs anyone in.
 */
export class AccountHardening1765200000000 implements MigrationInterface {
  name = 'AccountHardening1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE accounts
        ADD COLUMN temporary_password_expires_at timestamptz,
        ADD COLUMN sign_up_attempt_hash text,
        ADD COLUMN sign_up_attempt_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE accounts
        DROP COLUMN sign_up_attempt_at,
        DROP COLUMN sign_up_attempt_hash,
        DROP COLUMN temporary_password_expires_at`);
  }
}
