import pino from 'pino';
import { loadConfig } from '../../infrastructure/config/config';
import { isCatalogueEmpty, seedDemoData } from '../../infrastructure/seed/seed-demo-data';
import { LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { openDatabase } from '../composition-root';

/** `npm run seed`: fills an EMPTY database with the demo catalogue; refuses to touch one with data. */
async function main(): Promise<void> {
  const logger = pino({ level: 'info' });
  const config = loadConfig();
  const database = await openDatabase(config, logger);
  try {
    if (!(await isCatalogueEmpty(database.dataSource))) {
      logger.warn('La base de datos ya tiene catálogo: no se cargaron datos de demostración.');
      process.exitCode = 1;
      return;
    }
    const summary = await seedDemoData(database.dataSource, new LocalFileStorage(config.filesDir), new Date());
    logger.info(summary, 'Catálogo de demostración cargado');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
