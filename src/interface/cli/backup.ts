import 'reflect-metadata';
import path from 'node:path';
import pino from 'pino';
import { backupKeyForSigning } from '../../infrastructure/backup/backup-key';
import { openOperationsDatabase } from '../../infrastructure/backup/operations-database';
import { createBackup } from '../../infrastructure/backup/create-backup';
import { loadConfig } from '../../infrastructure/config/config';
import { createFileStorage } from '../../infrastructure/storage/create-file-storage';

/**
 * `npm run backup [-- <carpeta o archivo.tar.gz>]`: one archive with a consistent copy of the database and
 * every stored file, while the store keeps serving, signed with the install's key (docs/operations.md, "Backups").
 * Default folder: BACKUP_DIR, else DATA_DIR/backups.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const now = new Date();
  const target = path.resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? path.join(config.dataDir, 'backups'));
  const file = target.endsWith('.tar.gz') ? target : path.join(target, `esencia-${stamp(now)}.tar.gz`);
  const logger = pino({ level: 'warn' });
  // The install's key (DATA_DIR/backup.key, made now if missing, or BACKUP_KEY): restore needs the same one.
  const key = await backupKeyForSigning(config.dataDir, config.backupKey);
  const database = await openOperationsDatabase(config, logger);
  const files = createFileStorage(config);
  const tty = process.stderr.isTTY;
  try {
    const result = await createBackup({
      databaseUrl: database.url,
      storage: files.storage,
      file,
      now,
      key,
      onProgress: ({ step, name, done, total, amount }) => {
        if (step === 'table') {
          process.stderr.write(`Base de datos: tabla ${done}/${total} ${name} (${amount} filas)\n`);
        } else if (tty) {
          process.stderr.write(`\rArchivos: ${done}/${total}${done === total ? '\n' : ''}`);
        } else if (done === total || done % 100 === 0) {
          process.stderr.write(`Archivos: ${done}/${total}\n`);
        }
      },
    });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Copia de seguridad lista: ${result.file} (${size(result.bytes)}; ${rows} filas en ` +
        `${result.manifest.tables.length} tablas, ${result.manifest.files.length} archivos), firmada con la ` +
        `llave ${key.source === 'BACKUP_KEY' ? 'BACKUP_KEY' : key.source}: guárdala aparte, restaurarla en otra máquina la necesita.`,
    );
  } finally {
    files.close();
    await database.close();
  }
}

/** 2026-11-23T04-05-06Z: sorts by time, no characters a file system refuses. */
function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

function size(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('es-PE', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `No se pudo hacer la copia de seguridad: ${error.message}` : error);
  process.exit(1);
});
