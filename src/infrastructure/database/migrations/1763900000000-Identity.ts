import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions (stored as token digests), e-mailed codes (digests) and failed sign-ins for throttling. */
export class Identity1763900000000 implements MigrationInterface {
  name = 'Identity1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(trim(email)) AND position('@' in email) > 1),
        password_hash text NOT NULL,
        name text NOT NULL DEFAULT '',
        phone text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        confirmed_at timestamptz,
        must_change_password boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX accounts_email_key ON accounts (email)`);
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        token_digest text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('session', 'password-challenge')),
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX sessions_account_idx ON sessions (account_id)`);
    await db.query(`
      CREATE TABLE one_time_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirm-sign-up', 'reset-password')),
        code_digest text NOT NULL,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        consumed_at timestamptz,
        retired boolean NOT NULL DEFAULT false
      )`);
    await db.query(`CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (account_id, purpose, issued_at)`);
    await db.query(`
      CREATE TABLE sign_in_failures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        ip text NOT NULL,
        at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, at)`);
    await db.query(`CREATE INDEX sign_in_failures_ip_idx ON sign_in_failures (ip, at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sign_in_failures`);
    await db.query(`DROP TABLE one_time_codes`);
    await db.query(`DROP TABLE sessions`);
    await db.query(`DROP TABLE accounts`);
  }
}
