import { nextDeliveryAttempt } from '../../domain/mail/delivery-retry';
import type { Clock } from '../ports/clock';
import type { Mailer, MailQueue } from '../ports/mail';

/** Longer than any one SMTP exchange may take (the SMTP adapter times out well before). */
export const DELIVERY_LEASE_MS = 2 * 60_000;
const BATCH = 10;

export interface DeliveryReport {
  readonly sent: number;
  readonly retried: number;
  readonly gaveUp: number;
}

/**
 * Sends what the outbox holds, after the transactions that wrote it have
 * committed. A message is claimed with a lease before sending: if this
 * process dies mid-way, another run sends it once the lease runs out (a
 * message may then go out twice, never zero times). Failures are retried
 * with the domain's backoff, then given up.
 */
export class DeliverQueuedMail {
  constructor(
    private readonly queue: MailQueue,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DeliveryReport> {
    const report = { sent: 0, retried: 0, gaveUp: 0 };
    for (;;) {
      const now = this.clock.now();
      const batch = await this.queue.claimDue(now, new Date(now.getTime() + DELIVERY_LEASE_MS), BATCH);
      for (const mail of batch) {
        try {
          await this.mailer.send(mail.message);
          await this.queue.markSent(mail.id, this.clock.now());
          report.sent++;
        } catch (error) {
          const failedAt = this.clock.now();
          const reason = error instanceof Error ? error.message : String(error);
          const retryAt = nextDeliveryAttempt(mail.attempts, failedAt);
          if (retryAt) {
            await this.queue.retryAt(mail.id, retryAt, reason);
            report.retried++;
          } else {
            await this.queue.giveUp(mail.id, failedAt, reason);
            report.gaveUp++;
          }
        }
      }
      if (batch.length < BATCH) return report;
    }
  }
}
