import { Client } from 'pg';
import type { Logger } from 'pino';
import type { OrderChangeFeed } from '../../application/ports/order-changes';
import { ORDER_CHANGED_CHANNEL } from './channels';

export interface PgOrderChangeFeedOptions {
  /** First wait before reconnecting after the listening connection is lost; doubles on each failed try. */
  readonly reconnectMs?: number;
  /** Longest wait between two reconnection tries. */
  readonly maxReconnectMs?: number;
}

type Listener = (orderId: string) => void;

/** Shown in pg_stat_activity, so an operator (or a test) can tell the listening connection apart. */
export const ORDER_FEED_APPLICATION_NAME = 'esencia-order-changes';

/**
 * Hears `NOTIFY order_changed, '<order id>'` on ONE dedicated connection per
 * process (outside the pool, which would hand the LISTEN session to other
 * queries) and fans each notification out, in-process, to the subscribers of
 * that order. Every server process runs one, so a change committed through any
 * process reaches the open pages of all of them.
 *
 * When the connection is lost it reconnects with exponential backoff and
 * LISTENs again; notifications sent meanwhile are lost, so after reconnecting
 * every watched order is announced once (subscribers reload it; an unchanged
 * order costs one read).
 */
export class PgOrderChangeFeed implements OrderChangeFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    private readonly options: PgOrderChangeFeedOptions = {},
  ) {}

  /** Connects and LISTENs; resolves once notifications are heard (fails if the database cannot be reached). */
  async start(): Promise<void> {
    await this.listen();
  }

  /** Whether the listening connection is up right now. */
  get listening(): boolean {
    return this.client !== null;
  }

  subscribe(orderIds: readonly string[], listener: Listener): () => void {
    const ids = [...new Set(orderIds)];
    for (const id of ids) {
      let set = this.listeners.get(id);
      if (!set) this.listeners.set(id, (set = new Set()));
      set.add(listener);
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      for (const id of ids) {
        const set = this.listeners.get(id);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(id);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: ORDER_FEED_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === ORDER_CHANGED_CHANNEL && message.payload) this.announce(message.payload);
    });
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${ORDER_CHANGED_CHANNEL}`);
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
  }

  /** The listening connection failed or ended: forget it and try again later (once per connection). */
  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn({ err: error }, 'Se perdió la conexión que escucha los cambios de pedidos; reconectando');
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
          this.logger.info('Escuchando de nuevo los cambios de pedidos');
          // Whatever changed while nobody listened: every watched order is announced once.
          for (const id of [...this.listeners.keys()]) this.announce(id);
        })
        .catch((error: unknown) => {
          this.failures += 1;
          this.logger.warn({ err: error, failures: this.failures }, 'No se pudo reconectar a los cambios de pedidos');
          this.scheduleReconnect();
        });
    }, wait);
    this.retry.unref();
  }

  private announce(orderId: string): void {
    const set = this.listeners.get(orderId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(orderId);
      } catch (error) {
        this.logger.error({ err: error, orderId }, 'Un suscriptor de cambios de pedidos falló');
      }
    }
  }
}
