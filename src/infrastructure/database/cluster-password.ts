import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The superuser password every embedded cluster had before passwords were generated per install. */
export const LEGACY_PASSWORD = 'esencia';

/** Where a cluster's superuser password is kept: beside its folder (`data/postgres` → `data/postgres.password`). */
export function clusterPasswordFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.password`;
}

/** 32 random characters from the URL-safe alphabet (it goes into connection URLs as it is). */
export function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

/** The password kept in `file`, or null; a file others may read is first made owner-only (0600). */
export async function readPasswordFile(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  return text.trim() || null;
}

/** Writes the password readable by its owner only (0600), atomically: a crash leaves the old file or the new one. */
export async function writePasswordFile(file: string, password: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${password}\n`, { mode: 0o600 });
  await rename(temporary, file);
}
