import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Requests that send e-mail, by client IP, for the per-IP hourly limit. */
export class MailRequests1764000000000 implements MigrationInterface {
  name = 'MailRequests1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ip text NOT NULL,
        at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX mail_requests_ip_idx ON mail_requests (ip, at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_requests`);
  }
}
