import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails are kept composed (NFC, domain normalizeEmail): an account signed up before with 'e' and a combining
 * accent would otherwise never be found again, since its owner's sign-in is now composed. Its address is composed
 * here, and the e-mail keys that follow an account (its story views, its restock notices) with it; a row whose
 * composed twin already exists is left as it is (the twin is the one the owner reaches from now on).
 */
export class ComposedEmails1766100000000 implements MigrationInterface {
  name = 'ComposedEmails1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE accounts a SET email = normalize(a.email, NFC)
       WHERE a.email IS NOT NFC NORMALIZED
         AND NOT EXISTS (SELECT 1 FROM accounts twin WHERE twin.email = normalize(a.email, NFC))`);
    await db.query(`
      UPDATE story_interactions s SET user_email = normalize(s.user_email, NFC)
       WHERE s.user_email IS NOT NFC NORMALIZED
         AND NOT EXISTS (SELECT 1 FROM story_interactions twin WHERE twin.story_id = s.story_id
                          AND twin.type = s.type AND twin.user_email = normalize(s.user_email, NFC))`);
    await db.query(`
      UPDATE restock_requests r SET email = normalize(r.email, NFC)
       WHERE r.email IS NOT NFC NORMALIZED
         AND NOT EXISTS (SELECT 1 FROM restock_requests twin WHERE twin.product_id = r.product_id
                          AND lower(twin.email) = lower(normalize(r.email, NFC)))`);
  }

  async down(): Promise<void> {
    // Nothing to undo: a composed address is the same address.
  }
}
