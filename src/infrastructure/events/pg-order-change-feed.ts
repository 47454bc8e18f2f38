import type { Logger } from 'pino';
import type { OrderChangeFeed } from '../../application/ports/order-changes';
import { ORDER_CHANGED_CHANNEL } from './channels';
import { PgChannelListener, type PgChannelListenerReconnect } from './pg-channel-listener';

export type PgOrderChangeFeedOptions = PgChannelListenerReconnect;

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
  private readonly channel: PgChannelListener;

  constructor(
    databaseUrl: string,
    private readonly logger: Logger,
    options: PgOrderChangeFeedOptions = {},
  ) {
    this.channel = new PgChannelListener({
      databaseUrl,
      channel: ORDER_CHANGED_CHANNEL,
      applicationName: ORDER_FEED_APPLICATION_NAME,
      logger,
      messages: {
        lost: 'Se perdió la conexión que escucha los cambios de pedidos; reconectando',
        reconnected: 'Escuchando de nuevo los cambios de pedidos',
        reconnectFailed: 'No se pudo reconectar a los cambios de pedidos',
      },
      reconnect: options,
      onNotification: (orderId) => {
        if (orderId) this.announce(orderId);
      },
      onConnected: (reconnection) => {
        // Whatever changed while nobody listened: every watched order is announced once.
        if (reconnection) for (const id of [...this.listeners.keys()]) this.announce(id);
      },
    });
  }

  /** Connects and LISTENs; resolves once notifications are heard (fails if the database cannot be reached). */
  start(): Promise<void> {
    return this.channel.start();
  }

  /** Whether the listening connection is up right now. */
  get listening(): boolean {
    return this.channel.listening;
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
    this.listeners.clear();
    await this.channel.close();
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
