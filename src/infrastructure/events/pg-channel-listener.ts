import { Client } from 'pg';
import type { Logger } from 'pino';

export interface PgChannelListenerReconnect {
  /** First wait before reconnecting after the listening connection is lost; doubles on each failed try. */
  readonly reconnectMs?: number;
  /** Longest wait between two reconnection tries (equal to `reconnectMs`: a constant wait). */
  readonly maxReconnectMs?: number;
}

/** What the listener logs, in the words of its owner (Spanish, for the operator). */
export interface PgChannelListenerMessages {
  /** Warning when the listening connection is lost. */
  readonly lost: string;
  /** Information once it listens again after a loss. */
  readonly reconnected: string;
  /** Warning when a reconnection try fails (another one follows). */
  readonly reconnectFailed: string;
}

export interface PgChannelListenerSettings {
  readonly databaseUrl: string;
  /** The NOTIFY channel to LISTEN on (a constant of channels.ts: it is written into the statement as is). */
  readonly channel: string;
  /** Shown in pg_stat_activity, so an operator (or a test) can tell the listening connection apart. */
  readonly applicationName: string;
  readonly logger: Logger;
  readonly messages: PgChannelListenerMessages;
  readonly reconnect?: PgChannelListenerReconnect;
  /** A notification on the channel, heard on the current connection. */
  readonly onNotification: (payload: string | undefined) => void;
  /** The connection is up and LISTENing: first by `start()` (`reconnection` false), then after each loss. */
  readonly onConnected?: (reconnection: boolean) => void;
  /** The connection was lost (not by `close()`); notifications go unheard until `onConnected`. */
  readonly onDisconnected?: () => void;
}

/**
 * LISTENs on one channel through ONE dedicated pg connection, outside the pool (which would hand the LISTEN
 * session to other queries). When the connection fails or ends it forgets it at once (once per connection),
 * says so, and reconnects with exponential backoff until it LISTENs again; notifications sent meanwhile are
 * lost, which the owner makes up for in `onConnected(true)`.
 */
export class PgChannelListener {
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(private readonly settings: PgChannelListenerSettings) {}

  /** Connects and LISTENs; resolves once notifications are heard (fails if the database cannot be reached). */
  async start(): Promise<void> {
    if (await this.listen()) this.settings.onConnected?.(false);
  }

  /** Whether the listening connection is up right now. */
  get listening(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** True once listening; false when closed meanwhile (the new connection is ended). */
  private async listen(): Promise<boolean> {
    const { channel } = this.settings;
    const client = new Client({
      connectionString: this.settings.databaseUrl,
      application_name: this.settings.applicationName,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && this.client === client) this.settings.onNotification(message.payload);
    });
    // Every failure of this connection, before or after it is up, is handled here: never an unhandled 'error'.
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return false;
    }
    this.client = client;
    return true;
  }

  /** The listening connection failed or ended: say so, forget it and try again later (once per connection). */
  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.settings.logger.warn({ err: error }, this.settings.messages.lost);
    this.settings.onDisconnected?.();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    const first = this.settings.reconnect?.reconnectMs ?? 500;
    const wait = Math.min(first * 2 ** this.failures, this.settings.reconnect?.maxReconnectMs ?? 30_000);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen()
        .then((listening) => {
          if (!listening || this.closed) return;
          this.failures = 0;
          this.settings.logger.info(this.settings.messages.reconnected);
          this.settings.onConnected?.(true);
        })
        .catch((error: unknown) => {
          this.failures += 1;
          this.settings.logger.warn({ err: error, failures: this.failures }, this.settings.messages.reconnectFailed);
          this.scheduleReconnect();
        });
    }, wait);
    this.retry.unref();
  }
}
