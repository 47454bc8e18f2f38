import { MAX_DELIVERY_ATTEMPTS } from '../../domain/mail/delivery-retry';
import type { MailMessage } from '../ports/mail';
import { InMemoryMailOutbox, TestClock } from '../testing/in-memory-identity';
import { DELIVERY_LEASE_MS, DeliverQueuedMail } from './DeliverQueuedMail';

const mail = (to: string): MailMessage => ({ to, subject: 'Hola', text: 'Tu código: 123456', html: '<p>123456</p>' });

function setup() {
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  const outbox = new InMemoryMailOutbox();
  const delivered: MailMessage[] = [];
  let failing = false;
  const mailer = {
    send: async (message: MailMessage) => {
      if (failing) throw new Error('SMTP no responde');
      delivered.push(message);
    },
  };
  const deliver = new DeliverQueuedMail(outbox, mailer, clock);
  return { clock, outbox, delivered, deliver, fail: (on: boolean) => (failing = on) };
}

describe('DeliverQueuedMail', () => {
  it('sends every due message once and erases its body (codes do not stay at rest)', async () => {
    const { outbox, delivered, deliver, clock } = setup();
    for (let i = 0; i < 23; i++) await outbox.enqueue(mail(`c${i}@correo.pe`), clock.now());
    expect(await deliver.execute()).toEqual({ sent: 23, retried: 0, gaveUp: 0 });
    expect(delivered.map((m) => m.to)).toEqual(Array.from({ length: 23 }, (_, i) => `c${i}@correo.pe`));
    expect(await deliver.execute()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    expect(outbox.rows.every((row) => row.message.text === '' && row.message.html === '')).toBe(true);
    expect(await outbox.backlog()).toBe(0);
  });

  it('retries a failed message after 30 s, not before', async () => {
    const { outbox, delivered, deliver, clock, fail } = setup();
    await outbox.enqueue(mail('ana@correo.pe'), clock.now());
    fail(true);
    expect(await deliver.execute()).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
    fail(false);
    clock.advance(29_000);
    expect(await deliver.execute()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    clock.advance(1_000);
    expect(await deliver.execute()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(delivered).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    const { outbox, deliver, clock, fail } = setup();
    await outbox.enqueue(mail('ana@correo.pe'), clock.now());
    fail(true);
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await deliver.execute()).toMatchObject({ retried: 1 });
      clock.advance(3_600_000);
    }
    expect(await deliver.execute()).toEqual({ sent: 0, retried: 0, gaveUp: 1 });
    expect(outbox.rows[0]).toMatchObject({ failedAt: clock.now(), lastError: 'SMTP no responde' });
    expect(await outbox.backlog()).toBe(0);
  });

  it('sends a message whose sender died mid-way once its lease runs out', async () => {
    const { outbox, delivered, deliver, clock } = setup();
    await outbox.enqueue(mail('ana@correo.pe'), clock.now());
    // A process claimed it and died before marking it sent.
    await outbox.claimDue(clock.now(), new Date(clock.now().getTime() + DELIVERY_LEASE_MS), 10);
    expect(await deliver.execute()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    clock.advance(DELIVERY_LEASE_MS);
    expect(await deliver.execute()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(delivered.map((m) => m.to)).toEqual(['ana@correo.pe']);
  });
});
