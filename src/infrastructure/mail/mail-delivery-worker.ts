import { Client } from 'pg';
import type { Logger } from 'pino';
import type { DeliverQueuedMail, DeliveryReport } from '../../application/mail/DeliverQueuedMail';
import { MAIL_OUTBOX_CHANNEL } from './typeorm-mail-outbox';

export interface MailDeliveryWorkerOptions {
  /** Safety net for retries and for notifications missed while reconnecting. */
  readonly pollMs?: number;
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
  private listener: Client | null = null;
  private poll: NodeJS.Timeout | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private running: Promise<DeliveryReport> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deliver: DeliverQueuedMail,
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    private readonly options: MailDeliveryWorkerOptions = {},
  ) {}

  async start(): Promise<void> {
    await this.listen();
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
    if (this.reconnect) clearTimeout(this.reconnect);
    await this.running;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
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

  private async listen(): Promise<void> {
    const listener = new Client({
      connectionString: this.databaseUrl,
      application_name: MAIL_LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    listener.on('notification', () => void this.wake());
    // Every failure of this connection, before or after it is up, is handled here: never an unhandled 'error'.
    const lost = (error?: Error) => this.lost(listener, error);
    listener.on('error', lost);
    listener.on('end', () => lost());
    try {
      await listener.connect();
      await listener.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`);
    } catch (error) {
      listener.removeAllListeners();
      listener.on('error', () => undefined);
      await listener.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await listener.end().catch(() => undefined);
      return;
    }
    this.listener = listener;
  }

  /** The listening connection failed or ended (the database restarted…): forget it and listen again later. */
  private lost(listener: Client, error?: Error): void {
    if (this.listener !== listener) return;
    this.listener = null;
    listener.removeAllListeners('notification');
    listener.on('error', () => undefined);
    void listener.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn({ err: error }, 'Se perdió la conexión que escucha la cola de correos; reconectando');
    this.scheduleReconnect();
  }

  /** One reconnection pending at a time; the poll still delivers meanwhile. */
  private scheduleReconnect(): void {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.listen()
        .then(() => {
          if (this.stopped) return;
          this.logger.info('Escuchando de nuevo la cola de correos');
          void this.wake(); // whatever was queued while nobody listened
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'No se pudo reconectar a la cola de correos');
          this.scheduleReconnect();
        });
    }, this.options.reconnectMs ?? 5_000);
    this.reconnect.unref();
  }
}
