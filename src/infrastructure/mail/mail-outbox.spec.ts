import pino from 'pino';
import { SignUp } from '../../application/identity/SignUp';
import { DELIVERY_LEASE_MS, DeliverQueuedMail } from '../../application/mail/DeliverQueuedMail';
import type { Mailer } from '../../application/ports/mail';
import { fakeHasher, TEST_COMMON_PASSWORDS, TestClock } from '../../application/testing/in-memory-identity';
import { createDataSource } from '../database/data-source';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { CryptoSecretGenerator } from '../identity/crypto-secret-generator';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server';
import { MailDeliveryWorker } from './mail-delivery-worker';
import { SmtpMailer } from './smtp-mailer';
import { TypeOrmStoreSettingsRepository } from '../store/typeorm-store-settings-repository';
import { TypeOrmMailQueue } from './typeorm-mail-outbox';

describe('Mail outbox (real PostgreSQL, real SMTP)', () => {
  let db: TestDatabase;
  let smtp: TestSmtpServer;
  let mailer: SmtpMailer;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  const logger = pino({ level: 'silent' });
  let ip = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startTestSmtpServer();
    mailer = new SmtpMailer(smtp.url, 'Esencia <no-reply@esencia.local>');
  });
  afterAll(async () => {
    mailer.close();
    await smtp.stop();
    await db.drop();
  });

  const signUp = (email: string) =>
    new SignUp(
      new TypeOrmUnitOfWork(db.dataSource),
      fakeHasher,
      new CryptoSecretGenerator(),
      clock,
      TEST_COMMON_PASSWORDS,
      new TypeOrmStoreSettingsRepository(db.dataSource.manager),
    ).execute({
      email,
      password: 'Fragancia-2026',
      ip: `10.0.0.${++ip}`,
    });
  const deliverer = (withMailer: Mailer = mailer) =>
    new DeliverQueuedMail(new TypeOrmMailQueue(db.dataSource.manager), withMailer, clock);
  const pending = async () =>
    Number((await db.dataSource.query(`SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL`))[0].n);

  it('keeps mail committed while no server runs, and a worker started later sends it at once', async () => {
    await signUp('ana@correo.pe');
    expect(await pending()).toBe(1);
    expect(smtp.countTo('ana@correo.pe')).toBe(0);

    const worker = new MailDeliveryWorker(deliverer(), db.url, logger);
    await worker.start();
    expect(await smtp.latestCode('ana@correo.pe')).toMatch(/^\d{6}$/);
    await worker.flush();
    expect(await pending()).toBe(0);
    const [row] = await db.dataSource.query(`SELECT text_body, html_body FROM mail_outbox WHERE recipient = $1`, [
      'ana@correo.pe',
    ]);
    expect(row).toEqual({ text_body: '', html_body: '' });
    await worker.stop();
  });

  it('wakes on commit through LISTEN/NOTIFY, without waiting for the poll', async () => {
    const worker = new MailDeliveryWorker(deliverer(), db.url, logger, { pollMs: 3_600_000 });
    await worker.start();
    await worker.flush();
    await signUp('beto@correo.pe');
    expect(await smtp.latestCode('beto@correo.pe')).toMatch(/^\d{6}$/);
    await worker.stop();
  });

  it('sends, after a restart, a message whose sender died in the middle of sending it', async () => {
    await signUp('carla@correo.pe');
    // The first process claims the message and dies before SMTP answers: its send never completes.
    const dying = deliverer({ send: () => new Promise<void>(() => undefined) });
    void dying.execute();
    while (
      (await db.dataSource.query(`SELECT attempts FROM mail_outbox WHERE recipient = 'carla@correo.pe'`))[0]
        .attempts === 0
    ) {
      await new Promise((resolve) => setImmediate(resolve));
    }

    // A new process: the lease still holds, so it waits rather than sending a second copy…
    expect(await deliverer().execute()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    // …and once the lease is over, the message goes out.
    clock.advance(DELIVERY_LEASE_MS);
    expect(await deliverer().execute()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(await smtp.latestCode('carla@correo.pe')).toMatch(/^\d{6}$/);
    expect(smtp.countTo('carla@correo.pe')).toBe(1);
  });

  it('retries when the SMTP server is down, then delivers', async () => {
    await signUp('dora@correo.pe');
    const down = new SmtpMailer('smtp://127.0.0.1:9', 'Esencia <no-reply@esencia.local>');
    expect(await deliverer(down).execute()).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
    down.close();
    const [row] = await db.dataSource.query(`SELECT last_error, attempts FROM mail_outbox WHERE recipient = $1`, [
      'dora@correo.pe',
    ]);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    clock.advance(30_000);
    expect(await deliverer().execute()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
  });

  it('sends each message exactly once when two server processes deliver at the same time', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `lote${i}@correo.pe`);
    for (const email of emails) await signUp(email);
    // A second process: its own connection pool on the same database.
    const other = createDataSource({ url: db.url, poolSize: 3 });
    await other.initialize();
    try {
      const reports = await Promise.all([
        deliverer().execute(),
        new DeliverQueuedMail(new TypeOrmMailQueue(other.manager), mailer, clock).execute(),
      ]);
      expect(reports[0].sent + reports[1].sent).toBe(30);
      await Promise.all(emails.map((email) => smtp.waitForMail(email)));
      expect(emails.map((email) => smtp.countTo(email))).toEqual(emails.map(() => 1));
    } finally {
      await other.destroy();
    }
  });
});
