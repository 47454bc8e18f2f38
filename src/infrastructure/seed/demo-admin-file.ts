import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { AccountSchema } from '../database/schemas/identity-records';

/** Where a new store's demo administrator is told its sign-in details (inside DATA_DIR, readable by its owner only). */
export const DEMO_ADMIN_FILE = 'admin-demo.txt';

export interface DemoAdminDetails {
  readonly email: string;
  readonly temporaryPassword: string;
  readonly expiresAt: Date;
}

const LIMA = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' });

/**
 * Writes the demo administrator's e-mail and temporary password to a file
 * only its owner can read (0600), instead of the log or the terminal, and
 * returns its path. The password is never logged.
 */
export function writeDemoAdminFile(dataDir: string, admin: DemoAdminDetails): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DEMO_ADMIN_FILE);
  const text = [
    'Administrador de demostración de Esencia',
    '',
    `Correo: ${admin.email}`,
    `Contraseña temporal: ${admin.temporaryPassword}`,
    `Vence: ${LIMA.format(admin.expiresAt)} (hora de Lima). Al entrar se pide elegir una contraseña nueva.`,
    '',
    'Borra este archivo cuando hayas entrado. Para otro administrador: npm run admin:create -- <correo>',
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600); // an older file keeps its mode on overwrite
  return file;
}

/** The e-mail written to the demo admin's file by an earlier start, or null when there is no such file. */
export function readDemoAdminEmail(dataDir: string): { file: string; email: string } | null {
  const file = path.join(dataDir, DEMO_ADMIN_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const email = /^Correo: (\S+)$/m.exec(text)?.[1];
  return email ? { file, email } : null;
}

/**
 * No account at all: a store nobody has used yet. With the embedded database this, not only "the cluster was
 * created by this start", makes it new: a first start that created the cluster and then failed (its port in
 * use) must not leave the store without its demo admin (issue 25).
 */
export async function hasNoAccounts(db: DataSource): Promise<boolean> {
  return (await db.getRepository(AccountSchema).count()) === 0;
}
