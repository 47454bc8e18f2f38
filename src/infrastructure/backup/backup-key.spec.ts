import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backupKeyFile,
  backupKeyForSigning,
  backupKeyFromText,
  checkManifestSignature,
  keepBackupKey,
  readBackupKey,
  signManifest,
} from './backup-key';

describe("the install's backup key", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is made by the first backup in DATA_DIR/backup.key, readable by its owner only, and kept after', async () => {
    expect(await readBackupKey(dataDir, null)).toBeNull();
    const made = await backupKeyForSigning(dataDir, null);
    expect(made.source).toBe(backupKeyFile(dataDir));
    expect(readFileSync(backupKeyFile(dataDir), 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(backupKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect((await backupKeyForSigning(dataDir, null)).secret).toEqual(made.secret);
  });

  it('takes BACKUP_KEY first, and a restore keeps a given key in a DATA_DIR that has none', async () => {
    const given = 'f'.repeat(40);
    expect((await readBackupKey(dataDir, given))?.source).toBe('BACKUP_KEY');
    const other = mkdtempSync(path.join(tmpdir(), 'esencia-key-'));
    try {
      await keepBackupKey(other, backupKeyFromText(given, 'BACKUP_KEY'));
      expect(readFileSync(backupKeyFile(other), 'utf8').trim()).toBe(given);
      // An install's own key is never replaced.
      await keepBackupKey(other, backupKeyFromText('e'.repeat(40), 'BACKUP_KEY'));
      expect(readFileSync(backupKeyFile(other), 'utf8').trim()).toBe(given);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('signs the marker and the manifest: any change, or another key, fails the check', () => {
    const key = backupKeyFromText('a'.repeat(40), 'BACKUP_KEY');
    const marker = Buffer.from('esencia-backup 2\n');
    const manifest = Buffer.from('{"tables":[]}\n');
    const signature = signManifest(key, marker, manifest);
    expect(checkManifestSignature(key, marker, manifest, signature)).toBe('valid');
    expect(checkManifestSignature(key, marker, Buffer.from('{"tables":[1]}\n'), signature)).toBe('invalid');
    expect(checkManifestSignature(key, marker, manifest, 'hmac-sha256 x y')).toBe('invalid');
    expect(checkManifestSignature(backupKeyFromText('b'.repeat(40), 'x'), marker, manifest, signature)).toBe(
      'other-key',
    );
  });
});
