import 'reflect-metadata';
import pino from 'pino';
import { systemClock } from '../../application/ports/clock';
import { TOKENS } from '../../application/ports/tokens';
import { createAdapters } from '../../infrastructure/adapters';
import { loadConfig } from '../../infrastructure/config/config';
import { isCatalogueEmpty, seedDemoData } from '../../infrastructure/seed/seed-demo-data';

/** `npm run seed`: fills an EMPTY database with the demo catalogue; refuses to touch one with data. */
async function main(): Promise<void> {
  const logger = pino({ level: 'info' });
  const { database, container, close } = await createAdapters(loadConfig(), { logger, clock: systemClock });
  try {
    if (!(await isCatalogueEmpty(database.dataSource))) {
      logger.warn('La base de datos ya tiene catálogo: no se cargaron datos de demostración.');
      process.exitCode = 1;
      return;
    }
    const summary = await seedDemoData(database.dataSource, container.get(TOKENS.FileStorage), systemClock.now());
    logger.info(summary, 'Catálogo de demostración cargado');
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
