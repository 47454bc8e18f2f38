import { Client } from 'pg';
import type { Logger } from 'pino';
import { CATALOGUE_CHANGED_CHANNEL } from './channels';

export interface PgCatalogueChangeListenerOptions {
  /** First wait before reconnecting after the listening connection is lost; doubles on each failed try. */
  readonly reconnectMs?: number;
  /** Longest wait between two reconnection tries. */
  readonly maxReconnectMs?: number;
}

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
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    private readonly options: PgCatalogueChangeListenerOptions = {},
  ) {}

  /** Connects and LISTENs; resolves once changes are heard (fails if the database cannot be reached). */
  async start(): Promise<void> {
    await this.listen();
  }

  /** Whether changes are heard right now. */
  get listening(): boolean {
    return this.client !== null;
  }

  watch(watcher: (event: CatalogueChangeEvent) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    this.watchers.clear();
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: CATALOGUE_LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANGED_CHANNEL && this.client === client) this.tell('changed');
    });
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.tell('connected');
  }

  /** The listening connection failed or ended: say so, forget it and try again later (once per connection). */
  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn({ err: error }, 'Se perdió la conexión que escucha los cambios del catálogo; reconectando');
    this.tell('disconnected');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    const first = this.options.reconnectMs ?? 500;
    const wait = Math.min(first * 2 ** this.failures, this.options.maxReconnectMs ?? 30_000);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen()
        .then(() => {
          if (this.closed) return;
          this.failures = 0;
          this.logger.info('Escuchando de nuevo los cambios del catálogo');
        })
        .catch((error: unknown) => {
          this.failures += 1;
          this.logger.warn({ err: error, failures: this.failures }, 'No se pudo reconectar a los cambios del catálogo');
          this.scheduleReconnect();
        });
    }, wait);
    this.retry.unref();
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
