import type { Logger } from 'pino';
import type { DeliverQueuedMail, DeliveryReport } from '../../application/mail/DeliverQueuedMail';
import { PgChannelListener } from '../events/pg-channel-listener';
import { MAIL_OUTBOX_CHANNEL } from './typeorm-mail-outbox';

export interface MailDeliveryWorkerOptions {
  /** Safety net for retries and for notifications missed while reconnecting. */
  readonly pollMs?: number;
  /** Wait before each try to listen again after the listening connection is lost (constant: the poll covers). */
  readonly reconnectMs?: number;
}

/** Shown in pg_stat_activity, so an operator (or a test) can tell the listening connection apart. */
export const MAIL_LISTENER_APPLICATION_NAME = 'esencia-mail-outbox';

const NOTHING: DeliveryReport = { sent: 0, retried: 0, gaveUp: 0 };

/**
 * Runs DeliverQueuedMail whenever a transaction that queued mail commits
 * (PostgreSQL LISTEN/NOTIFY: every server process hears it, and the queue's
 * row claims keep them from sending a message twice), and every `pollMs` for
 * retries. Runs never overlap within a process.
 */
export class MailDeliveryWorker {
  private readonly listener: PgChannelListener;
  private poll: NodeJS.Timeout | null = null;
  private running: Promise<DeliveryReport> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deliver: DeliverQueuedMail,
    databaseUrl: string,
    private readonly logger: Logger,
    private readonly options: MailDeliveryWorkerOptions = {},
  ) {
    const reconnectMs = options.reconnectMs ?? 5_000;
    this.listener = new PgChannelListener({
      databaseUrl,
      channel: MAIL_OUTBOX_CHANNEL,
      applicationName: MAIL_LISTENER_APPLICATION_NAME,
      logger,
      messages: {
        lost: 'Se perdió la conexión que escucha la cola de correos; reconectando',
        reconnected: 'Escuchando de nuevo la cola de correos',
        reconnectFailed: 'No se pudo reconectar a la cola de correos',
      },
      // One reconnection pending at a time, always after the same wait; the poll still delivers meanwhile.
      reconnect: { reconnectMs, maxReconnectMs: reconnectMs },
      onNotification: () => void this.wake(),
      onConnected: (reconnection) => {
        if (reconnection) void this.wake(); // whatever was queued while nobody listened
      },
    });
  }

  async start(): Promise<void> {
    await this.listener.start();
    this.poll = setInterval(() => void this.wake(), this.options.pollMs ?? 30_000);
    this.poll.unref();
    void this.wake(); // whatever was queued while no server ran
  }

  /** Delivers now; a wake-up during a run makes the run go round once more. */
  wake(): Promise<DeliveryReport> {
    if (this.stopped) return Promise.resolve(NOTHING);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  /** Waits for the run under way, then runs once more: afterwards nothing due is left undelivered. */
  async flush(): Promise<DeliveryReport> {
    await this.running;
    return this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    // At once, so no reconnection starts meanwhile; a notification heard now would find the worker stopped anyway.
    const closing = this.listener.close();
    await this.running;
    await closing;
  }

  private async loop(): Promise<DeliveryReport> {
    const total = { sent: 0, retried: 0, gaveUp: 0 };
    do {
      this.again = false;
      try {
        const report = await this.deliver.execute();
        total.sent += report.sent;
        total.retried += report.retried;
        total.gaveUp += report.gaveUp;
        if (report.retried || report.gaveUp) this.logger.warn(report, 'Correos no entregados: se reintentará');
      } catch (error) {
        // The database itself failed; the next wake-up or poll tries again.
        this.logger.error({ err: error }, 'No se pudo procesar la cola de correos');
      }
    } while (this.again && !this.stopped);
    return total;
  }
}
