import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readPasswordFile, writePasswordFile } from '../database/cluster-password';

/**
 * The install's backup key (issue 25): archives are signed with HMAC-SHA256 under it, and restore refuses one
 * that does not verify, so an archive edited by hand (an account made admin, a page added under files/) and
 * given new checksums is not restored. It is kept with the install, in `DATA_DIR/backup.key` (0600, made by the
 * first backup), or given as `BACKUP_KEY` (containers, whose DATA_DIR is not kept); restoring on another
 * machine needs the same key.
 */
export const BACKUP_KEY_FILE = 'backup.key';

export interface BackupKey {
  readonly secret: Buffer;
  /** Where it came from, for messages: the file, or BACKUP_KEY. */
  readonly source: string;
  /** A short fingerprint of the key (not secret), written beside each signature to tell "another key" apart. */
  readonly id: string;
}

export function backupKeyFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), BACKUP_KEY_FILE);
}

/** A key from its text (the file's content or BACKUP_KEY). */
export function backupKeyFromText(text: string, source: string): BackupKey {
  const secret = Buffer.from(text.trim(), 'utf8');
  return { secret, source, id: createHash('sha256').update(secret).digest('hex').slice(0, 12) };
}

/** BACKUP_KEY when given, else the install's key file; null when neither exists. */
export async function readBackupKey(dataDir: string, configured: string | null): Promise<BackupKey | null> {
  if (configured) return backupKeyFromText(configured, 'BACKUP_KEY');
  const file = backupKeyFile(dataDir);
  const text = await readPasswordFile(file);
  return text ? backupKeyFromText(text, file) : null;
}

/** The key a backup signs with: BACKUP_KEY, the key file, or a new key file (64 hex characters, 0600). */
export async function backupKeyForSigning(dataDir: string, configured: string | null): Promise<BackupKey> {
  const existing = await readBackupKey(dataDir, configured);
  if (existing) return existing;
  const file = backupKeyFile(dataDir);
  await writePasswordFile(file, randomBytes(32).toString('hex'));
  return (await readBackupKey(dataDir, null))!;
}

/** Keeps a key that came from BACKUP_KEY in DATA_DIR too (a restored install signs its next backups with it). */
export async function keepBackupKey(dataDir: string, key: BackupKey): Promise<void> {
  const file = backupKeyFile(dataDir);
  if (key.source === file || (await readPasswordFile(file))) return;
  await writePasswordFile(file, key.secret.toString('utf8'));
}

/** `hmac-sha256 <key id> <hex>` over the marker and the manifest, exactly as written. */
export function signManifest(key: BackupKey, marker: Buffer, manifest: Buffer): string {
  return `hmac-sha256 ${key.id} ${mac(key, marker, manifest)}\n`;
}

export type SignatureCheck = 'valid' | 'other-key' | 'invalid';

export function checkManifestSignature(
  key: BackupKey,
  marker: Buffer,
  manifest: Buffer,
  signature: string,
): SignatureCheck {
  const [scheme, id, hex] = signature.trim().split(' ');
  if (scheme !== 'hmac-sha256' || !id || !hex || !/^[0-9a-f]{64}$/.test(hex)) return 'invalid';
  const expected = Buffer.from(mac(key, marker, manifest), 'hex');
  if (timingSafeEqual(expected, Buffer.from(hex, 'hex'))) return 'valid';
  return id === key.id ? 'invalid' : 'other-key';
}

function mac(key: BackupKey, marker: Buffer, manifest: Buffer): string {
  // Lengths first, so the boundary between the two parts cannot move.
  const lengths = Buffer.alloc(16);
  lengths.writeBigUInt64BE(BigInt(marker.length), 0);
  lengths.writeBigUInt64BE(BigInt(manifest.length), 8);
  return createHmac('sha256', key.secret).update(lengths).update(marker).update(manifest).digest('hex');
}
