import 'reflect-metadata';
import pino from 'pino';
import { systemClock } from '../../application/ports/clock';
import { createAdapters } from '../../infrastructure/adapters';
import { loadConfig } from '../../infrastructure/config/config';

/** `npm run migrate`: applies pending migrations (the server also does this on start). */
async function main(): Promise<void> {
  const logger = pino({ level: 'info' });
  const adapters = await createAdapters(loadConfig(), { logger, clock: systemClock });
  await adapters.close();
  logger.info('Migraciones al día');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
