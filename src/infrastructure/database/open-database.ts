import type { Logger } from 'pino';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import type { Config } from '../config/config';
import { createDataSource, migrations } from './data-source';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';
import { refuseNewerDatabase } from './newer-database-guard';

export interface OpenDatabase {
  readonly dataSource: DataSource;
  readonly url: string;
  readonly embedded: RunningPostgres | null;
  close(): Promise<void>;
}

/** The configured PostgreSQL (embedded unless DATABASE_URL), connected and migrated; a newer database is refused. */
export async function openDatabase(config: Config, logger: Logger, queryLogger?: TypeOrmLogger): Promise<OpenDatabase> {
  let embedded: RunningPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: `${config.dataDir}/postgres`,
      port: config.embeddedPostgresPort,
      database: 'esencia',
      onLog: (line) => logger.debug({ postgres: line }),
      onLeftover: (leftover) =>
        logger.warn(
          { pid: leftover.pid },
          leftover.kind === 'stopped'
            ? 'Se detuvo un PostgreSQL que quedó corriendo de una ejecución anterior (el servidor terminó sin detenerlo)'
            : 'Se quitó un postmaster.pid obsoleto: su proceso ya no es PostgreSQL',
        ),
      onPasswordReplaced: (passwordFile) =>
        logger.warn(
          { passwordFile },
          'La contraseña fija del PostgreSQL embebido se reemplazó por una propia de esta instalación',
        ),
      onLost: ({ code, signal, log }) =>
        logger.error(
          { code, signal, postgres: log },
          'PostgreSQL embebido se detuvo inesperadamente: reiniciándolo (mientras tanto la tienda responde 503)',
        ),
      onRestartFailed: (error, attempt) =>
        logger.warn({ err: error, attempt }, 'No se pudo reiniciar PostgreSQL embebido; se reintentará'),
      onRestarted: (attempts) => logger.info({ attempts }, 'PostgreSQL embebido reiniciado'),
    });
    url = embedded.url;
    logger.info(
      { dataDir: `${config.dataDir}/postgres`, port: config.embeddedPostgresPort, created: embedded.created },
      'PostgreSQL embebido iniciado',
    );
  }
  const dataSource = createDataSource({ url, logger: queryLogger });
  try {
    await dataSource.initialize();
    const applied = await oneProcessAtATime(dataSource, async () => {
      // Older code never runs on a database a newer version migrated (read-only check, before any migration).
      await refuseNewerDatabase(dataSource, migrations);
      return dataSource.runMigrations({ transaction: 'each' });
    });
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'Migraciones aplicadas');
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    url,
    embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/** The migrations' advisory lock (two-key form, its own namespace: 'ESMG', 1). */
const MIGRATION_LOCK = [0x45534d47, 1] as const;

/**
 * Several server processes starting together on one database (compose.yaml, several machines) migrate it one
 * after the other: each waits for a session-level advisory lock, held on a connection of its own while the
 * migrations run on others, so the next one finds them applied instead of creating the same tables at once.
 */
async function oneProcessAtATime<T>(dataSource: DataSource, run: () => Promise<T>): Promise<T> {
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    try {
      return await run();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]);
    }
  } finally {
    await lock.release();
  }
}
