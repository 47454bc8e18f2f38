import type { Logger } from 'pino';
import { CATALOGUE_CHANGED_CHANNEL } from './channels';
import { PgChannelListener, type PgChannelListenerReconnect } from './pg-channel-listener';

export type PgCatalogueChangeListenerOptions = PgChannelListenerReconnect;

/**
 * `changed`: a catalogue write was committed (by any process or connection). `connected` / `disconnected`:
 * the listening connection came up or was lost; while it is down changes go unheard.
 */
export type CatalogueChangeEvent = 'changed' | 'connected' | 'disconnected';

/** Shown in pg_stat_activity, so an operator (or a test) can tell the listening connection apart. */
export const CATALOGUE_LISTENER_APPLICATION_NAME = 'esencia-catalogue-changes';

/**
 * Hears `NOTIFY catalogue_changed` (sent at the commit of any write to a catalogue table, by triggers:
 * migration 1765300000000) on ONE dedicated connection per process, outside the pool, and tells its
 * watchers (the response cache). When the connection is lost it says so at once, reconnects with exponential
 * backoff and LISTENs again, then says `connected` (whatever changed meanwhile was not heard).
 */
export class PgCatalogueChangeListener {
  private readonly watchers = new Set<(event: CatalogueChangeEvent) => void>();
  private readonly channel: PgChannelListener;

  constructor(
    databaseUrl: string,
    private readonly logger: Logger,
    options: PgCatalogueChangeListenerOptions = {},
  ) {
    this.channel = new PgChannelListener({
      databaseUrl,
      channel: CATALOGUE_CHANGED_CHANNEL,
      applicationName: CATALOGUE_LISTENER_APPLICATION_NAME,
      logger,
      messages: {
        lost: 'Se perdió la conexión que escucha los cambios del catálogo; reconectando',
        reconnected: 'Escuchando de nuevo los cambios del catálogo',
        reconnectFailed: 'No se pudo reconectar a los cambios del catálogo',
      },
      reconnect: options,
      onNotification: () => this.tell('changed'),
      onConnected: () => this.tell('connected'),
      onDisconnected: () => this.tell('disconnected'),
    });
  }

  /** Connects and LISTENs; resolves once changes are heard (fails if the database cannot be reached). */
  start(): Promise<void> {
    return this.channel.start();
  }

  /** Whether changes are heard right now. */
  get listening(): boolean {
    return this.channel.listening;
  }

  watch(watcher: (event: CatalogueChangeEvent) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  async close(): Promise<void> {
    this.watchers.clear();
    await this.channel.close();
  }

  private tell(event: CatalogueChangeEvent): void {
    for (const watcher of [...this.watchers]) {
      try {
        watcher(event);
      } catch (error) {
        this.logger.error({ err: error, event }, 'Un observador de cambios del catálogo falló');
      }
    }
  }
}
