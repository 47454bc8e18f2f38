import type { MailCategory } from '../../domain/mail/mail-ceilings';

/** One e-mail, in plain text and HTML. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Mail anyone can cause (an order's): the outbox applies its ceilings (mail-ceilings.ts). */
  readonly category?: MailCategory;
}

/** Hands one message to the outside world: SMTP, or the dev outbox folder. Throws when it could not. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Where use cases put mail: written in their transaction, so a message exists
 * exactly when the change that caused it was committed. Delivery happens after
 * commit (DeliverQueuedMail), with retries.
 */
export interface MailOutbox {
  /**
   * Queues the message. One with a category is placed under its ceilings: sent now, held for a later hour,
   * or not queued at all (mail-ceilings.ts).
   */
  enqueue(message: MailMessage, at: Date): Promise<void>;
}

export interface QueuedMail {
  readonly id: string;
  readonly message: MailMessage;
  /** Delivery attempts so far, this one included. */
  readonly attempts: number;
}

/** The delivery side of the outbox. Claims are leases, so a crashed sender's mail is picked up again. */
export interface MailQueue {
  /** Takes up to `limit` messages due at `now`, leased until `leaseUntil` (other claimers skip them). */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]>;
  /** Delivered: the body (which may hold a code) is erased. */
  markSent(id: string, at: Date): Promise<void>;
  retryAt(id: string, at: Date, error: string): Promise<void>;
  giveUp(id: string, at: Date, error: string): Promise<void>;
  /** Messages waiting for delivery (not sent, not given up). */
  backlog(): Promise<number>;
}
