import pino from 'pino';
import { loadConfig } from '../../infrastructure/config/config';
import { openDatabase } from '../composition-root';

/** `npm run migrate`: applies pending migrations (the server also does this on start). */
async function main(): Promise<void> {
  const logger = pino({ level: 'info' });
  const database = await openDatabase(loadConfig(), logger);
  await database.close();
  logger.info('Migraciones al día');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
