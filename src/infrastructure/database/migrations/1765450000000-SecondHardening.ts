import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25. Each sign-up attempt gets its own confirmation code bound to the hash of the password given with
 * it (`one_time_codes.password_hash`): confirming a code makes that attempt's password the account's, so
 * whoever signs up first no longer chooses the password its owner confirms. Reset codes leave it null.
 */
export class SecondHardening1765450000000 implements MigrationInterface {
  name = 'SecondHardening1765450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE one_time_codes ADD COLUMN password_hash text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE one_time_codes DROP COLUMN password_hash`);
  }
}
