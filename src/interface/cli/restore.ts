import 'reflect-metadata';
import path from 'node:path';
import pino from 'pino';
import { BackupRefusedError } from '../../infrastructure/backup/backup-format';
import { keepBackupKey, readBackupKey } from '../../infrastructure/backup/backup-key';
import { openOperationsDatabase } from '../../infrastructure/backup/operations-database';
import { restoreBackup } from '../../infrastructure/backup/restore-backup';
import { loadConfig } from '../../infrastructure/config/config';
import { NewerDatabaseError } from '../../infrastructure/database/newer-database-guard';
import { createFileStorage } from '../../infrastructure/storage/create-file-storage';

/**
 * `npm run restore -- <archivo.tar.gz> [--replace] [--unsigned]`: brings a new install (or, with --replace,
 * any) back to the archive's state, if the install's key (DATA_DIR/backup.key or BACKUP_KEY) verifies its
 * signature (--unsigned: an archive from before archives were signed); the store must be stopped (docs/operations.md, "Restaurar").
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const allowUnsigned = args.includes('--unsigned');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file || args.some((arg) => arg.startsWith('--') && arg !== '--replace' && arg !== '--unsigned')) {
    console.error('Uso: npm run restore -- <archivo.tar.gz> [--replace] [--unsigned]');
    process.exit(2);
  }
  const config = loadConfig();
  const key = await readBackupKey(config.dataDir, config.backupKey);
  const database = await openOperationsDatabase(config, pino({ level: 'warn' }));
  const files = createFileStorage(config);
  try {
    if (database.inUse) {
      console.error(
        'La tienda está en marcha sobre esta carpeta de datos: detenla antes de restaurar. No se modificó nada.',
      );
      process.exitCode = 1;
      return;
    }
    const result = await restoreBackup({
      databaseUrl: database.url,
      storage: files.storage,
      file: path.resolve(file),
      replace,
      key,
      allowUnsigned,
      onProgress: ({ step, name, done, total }) => {
        if (step === 'verified') process.stderr.write(`Copia verificada: ${name}\n`);
        else if (step === 'migrated') process.stderr.write(`Base de datos migrada hasta ${name}\n`);
        else if (step === 'table') process.stderr.write(`Base de datos: tabla ${done}/${total} ${name}\n`);
        else if (done === total || done % 100 === 0) {
          process.stderr.write(`${step === 'file' ? 'Archivos' : 'Archivos quitados'}: ${done}/${total}\n`);
        }
      },
    });
    // The restored install keeps the key its archives are signed with (when it came as BACKUP_KEY).
    if (key) await keepBackupKey(config.dataDir, key);
    const createdAt = new Date(result.manifest.createdAt).toLocaleString('es-PE', { timeZone: 'America/Lima' });
    console.log(
      `Copia restaurada: ${result.rows} filas en ${result.manifest.tables.length} tablas y ${result.files} archivos, ` +
        `tal como estaban el ${createdAt} (hora de Lima)` +
        (result.removedFiles > 0 ? `; se quitaron ${result.removedFiles} archivos que la copia no tenía` : '') +
        '. Inicia la tienda con npm start (aplica las migraciones más nuevas, si las hay).',
    );
  } catch (error) {
    if (error instanceof BackupRefusedError || error instanceof NewerDatabaseError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    files.close();
    await database.close();
  }
}

// An explicit exit: the embedded PostgreSQL library's exit hook would otherwise end with 0 after a refusal.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? `No se pudo restaurar la copia: ${error.message}` : error);
    process.exit(1);
  },
);
