import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The texts the admin and the shoppers name things with, by table. */
const TEXTS: Readonly<Record<string, readonly string[]>> = {
  brands: ['name', 'description'],
  categories: ['name', 'description'],
  products: ['name', 'description'],
  stories: ['title', 'description'],
  accounts: ['name'],
};

/**
 * Names and descriptions are kept composed (NFC, domain cleanText) from now on: one typed before with 'e' and a
 * combining accent is composed here, so it equals and sorts with the same name typed composed. Only rows that are
 * not composed are written.
 */
export class ComposedTexts1766180000000 implements MigrationInterface {
  name = 'ComposedTexts1766180000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(TEXTS)) {
      await db.query(
        `UPDATE ${table} SET ${columns.map((column) => `${column} = normalize(${column}, NFC)`).join(', ')}
         WHERE ${columns.map((column) => `${column} IS NOT NFC NORMALIZED`).join(' OR ')}`,
      );
    }
  }

  async down(): Promise<void> {
    // Nothing to undo: a composed name is the same name.
  }
}
