import type { AccountRepository, NewAccount, SessionRepository } from '../ports/identity';
import type { MailMessage, MailQueue } from '../ports/mail';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';

/*
 * One contract for the identity, mail and unit-of-work ports, run against the
 * in-memory fakes (unit project) and the TypeORM adapters on PostgreSQL
 * (integration project), so the fakes the use-case tests rely on cannot drift
 * from what production does. Only the ports are used, except `storedMailBody`,
 * which reads what a port promises to erase.
 */

/** The ports under test, bound the way the composition root binds them. */
export interface IdentityPorts {
  readonly uow: UnitOfWork;
  /** Bound outside any transaction. */
  readonly accounts: AccountRepository;
  /** Bound outside any transaction. */
  readonly sessions: SessionRepository;
  readonly queue: MailQueue;
  /** The body kept for an outbox message, read behind the ports; undefined when there is no such message. */
  storedMailBody(id: string): Promise<{ text: string; html: string } | undefined>;
  /** Empties every store; runs before each case. */
  reset?(): Promise<void>;
  /** Runs once, after the last case. */
  teardown?(): Promise<void>;
}

const T0 = new Date('2026-11-22T15:00:00.000Z');
/** A fixed instant, `minutes` after T0. */
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const byTime = (dates: readonly Date[]) => [...dates].sort((a, b) => a.getTime() - b.getTime());
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const newAccount = (email: string, changes: Partial<NewAccount> = {}): NewAccount => ({
  email,
  passwordHash: 'hashed:Fragancia-2026',
  role: 'user',
  name: 'Ana Quispe',
  confirmedAt: null,
  mustChangePassword: false,
  ...changes,
});

const mail = (to: string): MailMessage => ({
  to,
  subject: 'Confirma tu cuenta',
  text: 'Tu código: 123456',
  html: '<p>Tu código: <b>123456</b></p>',
});

/** Turns of the event loop, each with a round trip through a port (to the database, for the real adapters). */
async function settle(ports: IdentityPorts) {
  for (let turn = 0; turn < 5; turn++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await ports.queue.backlog();
  }
}

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export function describeIdentityPortsContract(name: string, setup: () => Promise<IdentityPorts>): void {
  describe(`identity ports contract: ${name}`, () => {
    let ports: IdentityPorts;
    const inTx = <T>(work: (tx: Transaction) => Promise<T>) => ports.uow.run(work);

    beforeAll(async () => {
      ports = await setup();
    });
    beforeEach(async () => {
      await ports.reset?.();
    });
    afterAll(async () => {
      await ports?.teardown?.();
    });

    describe('AccountRepository', () => {
      it('create returns the stored account, found again by e-mail and by id', async () => {
        const input = newAccount('ana@correo.pe', { confirmedAt: at(1) });
        const created = await ports.accounts.create(input);
        expect(created).toEqual({
          ...input,
          id: expect.any(String),
          phone: null,
          temporaryPasswordExpiresAt: null,
          signUpAttemptHash: null,
          signUpAttemptAt: null,
          createdAt: expect.any(Date),
          updatedAt: expect.any(Date),
        });
        expect(await ports.accounts.findByEmail('ana@correo.pe')).toEqual(created);
        expect(await ports.accounts.findById(created.id)).toEqual(created);
      });

      it('keeps a temporary password expiry and a sign-up attempt, and clears them', async () => {
        const ana = await ports.accounts.create(newAccount('ana@correo.pe', { temporaryPasswordExpiresAt: at(1440) }));
        expect(ana.temporaryPasswordExpiresAt).toEqual(at(1440));
        const updated = await ports.accounts.update(ana.id, { signUpAttemptHash: 'hashed:x', signUpAttemptAt: at(2) });
        expect(updated).toMatchObject({ signUpAttemptHash: 'hashed:x', signUpAttemptAt: at(2) });
        const cleared = await ports.accounts.update(ana.id, { temporaryPasswordExpiresAt: null });
        expect(await ports.accounts.findById(ana.id)).toEqual(cleared);
        expect(cleared.temporaryPasswordExpiresAt).toBeNull();
      });

      it('findByEmail and findById of unknown accounts give null', async () => {
        await ports.accounts.create(newAccount('ana@correo.pe'));
        expect(await ports.accounts.findByEmail('beto@correo.pe')).toBeNull();
        expect(await ports.accounts.findById(UNKNOWN_ID)).toBeNull();
        expect(await ports.accounts.findById('no-es-un-id')).toBeNull();
      });

      it('an e-mail belongs to one account: creating a second one with it rejects', async () => {
        const first = await ports.accounts.create(newAccount('ana@correo.pe'));
        await expect(ports.accounts.create(newAccount('ana@correo.pe', { name: 'Otra Ana' }))).rejects.toThrow();
        expect(await ports.accounts.findByEmail('ana@correo.pe')).toEqual(first);
      });

      it('update changes only the given fields and returns the account as stored', async () => {
        const created = await ports.accounts.create(newAccount('ana@correo.pe'));
        const other = await ports.accounts.create(newAccount('beto@correo.pe', { name: 'Beto' }));
        const updated = await ports.accounts.update(created.id, {
          name: 'Ana María Quispe',
          phone: '+51 987 654 321',
          confirmedAt: at(5),
          mustChangePassword: true,
        });
        expect(updated).toMatchObject({
          id: created.id,
          email: 'ana@correo.pe',
          passwordHash: 'hashed:Fragancia-2026',
          role: 'user',
          name: 'Ana María Quispe',
          phone: '+51 987 654 321',
          confirmedAt: at(5),
          mustChangePassword: true,
          createdAt: created.createdAt,
        });
        expect(await ports.accounts.findById(created.id)).toEqual(updated);
        expect(await ports.accounts.findById(other.id)).toEqual(other);
      });

      it('update of an unknown account rejects', async () => {
        await expect(ports.accounts.update(UNKNOWN_ID, { name: 'Nadie' })).rejects.toThrow();
      });

      it('hasAdmin is true only once an admin exists, created or promoted', async () => {
        expect(await ports.accounts.hasAdmin()).toBe(false);
        const user = await ports.accounts.create(newAccount('ana@correo.pe'));
        expect(await ports.accounts.hasAdmin()).toBe(false);
        await ports.accounts.update(user.id, { role: 'admin' });
        expect(await ports.accounts.hasAdmin()).toBe(true);
        await ports.accounts.update(user.id, { role: 'user' });
        await ports.accounts.create(newAccount('admin@esencia.pe', { role: 'admin' }));
        expect(await ports.accounts.hasAdmin()).toBe(true);
      });
    });

    describe('OneTimeCodeRepository (in a transaction)', () => {
      let ana: string;
      let beto: string;
      beforeEach(async () => {
        ana = (await ports.accounts.create(newAccount('ana@correo.pe'))).id;
        beto = (await ports.accounts.create(newAccount('beto@correo.pe'))).id;
      });

      const RESET = { passwordHash: null, retirePrevious: true } as const;
      const attempt = (passwordHash: string) => ({ passwordHash, retirePrevious: false }) as const;

      it('issue stores an active code for that account and purpose, unused and with no attempts', async () => {
        await inTx((tx) => tx.codes.issue(ana, 'confirm-sign-up', 'digest-1', at(0), at(1440), attempt('hash-a')));
        expect(await inTx((tx) => tx.codes.findActive(ana, 'confirm-sign-up'))).toEqual([
          {
            id: expect.any(String),
            codeDigest: 'digest-1',
            expiresAt: at(1440),
            attempts: 0,
            consumedAt: null,
            passwordHash: 'hash-a',
          },
        ]);
        expect(await inTx((tx) => tx.codes.findActive(ana, 'reset-password'))).toEqual([]);
        expect(await inTx((tx) => tx.codes.findActive(beto, 'confirm-sign-up'))).toEqual([]);
      });

      it('a reset code retires the previous one of its purpose only; sign-up attempts keep their own codes', async () => {
        await inTx(async (tx) => {
          await tx.codes.issue(ana, 'reset-password', 'reset-1', at(0), at(1440), RESET);
          await tx.codes.issue(ana, 'confirm-sign-up', 'digest-1', at(1), at(1441), attempt('hash-a'));
          await tx.codes.issue(beto, 'reset-password', 'reset-beto', at(2), at(1442), RESET);
        });
        await inTx(async (tx) => {
          await tx.codes.issue(ana, 'reset-password', 'reset-2', at(3), at(1443), RESET);
          await tx.codes.issue(ana, 'confirm-sign-up', 'digest-2', at(4), at(1444), attempt('hash-b'));
        });

        const digests = async (account: string, purpose: 'reset-password' | 'confirm-sign-up') =>
          (await inTx((tx) => tx.codes.findActive(account, purpose))).map((code) => code.codeDigest);
        expect(await digests(ana, 'reset-password')).toEqual(['reset-2']);
        // Newest first, each bound to its attempt's password.
        expect(await inTx((tx) => tx.codes.findActive(ana, 'confirm-sign-up'))).toMatchObject([
          { codeDigest: 'digest-2', passwordHash: 'hash-b' },
          { codeDigest: 'digest-1', passwordHash: 'hash-a' },
        ]);
        expect(await digests(beto, 'reset-password')).toEqual(['reset-beto']);
      });

      it('recordFailedAttempt adds one attempt to each code named; a code already read does not change', async () => {
        await inTx(async (tx) => {
          await tx.codes.issue(ana, 'confirm-sign-up', 'digest-1', at(0), at(1440), attempt('hash-a'));
          await tx.codes.issue(ana, 'confirm-sign-up', 'digest-2', at(1), at(1441), attempt('hash-b'));
        });
        const read = await inTx((tx) => tx.codes.findActive(ana, 'confirm-sign-up'));
        await inTx(async (tx) => {
          await tx.codes.recordFailedAttempt(read.map((code) => code.id));
          await tx.codes.recordFailedAttempt([read[0]!.id]);
          await tx.codes.recordFailedAttempt([]);
        });
        expect(await inTx((tx) => tx.codes.findActive(ana, 'confirm-sign-up'))).toMatchObject([
          { id: read[0]!.id, attempts: 2 },
          { id: read[1]!.id, attempts: 1 },
        ]);
        expect(read[0]!.attempts).toBe(0);
      });

      it("consume uses the code up and retires the account's other codes of that purpose; new ones can follow", async () => {
        await inTx(async (tx) => {
          await tx.codes.issue(ana, 'confirm-sign-up', 'digest-1', at(0), at(1440), attempt('hash-a'));
          await tx.codes.issue(ana, 'confirm-sign-up', 'digest-2', at(1), at(1441), attempt('hash-b'));
          await tx.codes.issue(ana, 'reset-password', 'reset-1', at(1), at(1441), RESET);
          await tx.codes.issue(beto, 'confirm-sign-up', 'digest-beto', at(1), at(1441), attempt('hash-c'));
        });
        const [newest] = await inTx((tx) => tx.codes.findActive(ana, 'confirm-sign-up'));
        await inTx((tx) => tx.codes.consume(newest!.id, at(2)));
        expect(await inTx((tx) => tx.codes.findActive(ana, 'confirm-sign-up'))).toEqual([]);
        expect(await inTx((tx) => tx.codes.findActive(ana, 'reset-password'))).toHaveLength(1);
        expect(await inTx((tx) => tx.codes.findActive(beto, 'confirm-sign-up'))).toHaveLength(1);

        await inTx((tx) => tx.codes.issue(ana, 'confirm-sign-up', 'digest-3', at(3), at(1443), attempt('hash-d')));
        expect(await inTx((tx) => tx.codes.findActive(ana, 'confirm-sign-up'))).toMatchObject([
          { codeDigest: 'digest-3', consumedAt: null },
        ]);
      });

      it('countIssuedSince counts the codes of that account and purpose issued at or after since, retired or not', async () => {
        await inTx(async (tx) => {
          await tx.codes.issue(ana, 'confirm-sign-up', 'd1', at(0), at(1440), attempt('h1'));
          await tx.codes.issue(ana, 'confirm-sign-up', 'd2', at(10), at(1450), attempt('h2'));
          await tx.codes.issue(ana, 'confirm-sign-up', 'd3', at(20), at(1460), attempt('h3'));
          await tx.codes.issue(ana, 'reset-password', 'r1', at(15), at(1455), RESET);
          await tx.codes.issue(beto, 'confirm-sign-up', 'b1', at(15), at(1455), attempt('h4'));
        });
        const count = (since: Date) => inTx((tx) => tx.codes.countIssuedSince(ana, 'confirm-sign-up', since));
        expect(await count(at(0))).toBe(3);
        expect(await count(at(10))).toBe(2);
        expect(await count(at(20))).toBe(1);
        expect(await count(at(21))).toBe(0);
        expect(await inTx((tx) => tx.codes.countIssuedSince(ana, 'reset-password', at(0)))).toBe(1);
      });
    });

    describe('SessionRepository', () => {
      let ana: string;
      let beto: string;
      beforeEach(async () => {
        ana = (await ports.accounts.create(newAccount('ana@correo.pe'))).id;
        beto = (await ports.accounts.create(newAccount('beto@correo.pe'))).id;
      });
      const find = (tokenDigest: string) => ports.sessions.findByTokenDigest(tokenDigest);
      /** A session ('digest-a', at 0) and a password challenge ('digest-b', at 1) of `accountId`. */
      const sessionAndChallenge = async (accountId: string) => {
        await ports.sessions.create({ accountId, tokenDigest: 'digest-a', kind: 'session', createdAt: at(0) });
        await ports.sessions.create({
          accountId,
          tokenDigest: 'digest-b',
          kind: 'password-challenge',
          createdAt: at(1),
        });
      };

      it('create stores a session found by its token digest, last seen when created', async () => {
        await sessionAndChallenge(ana);
        expect(await find('digest-a')).toEqual({
          id: expect.any(String),
          accountId: ana,
          kind: 'session',
          createdAt: at(0),
          lastSeenAt: at(0),
        });
        expect(await find('digest-b')).toMatchObject({ accountId: ana, kind: 'password-challenge' });
        expect(await find('digest-unknown')).toBeNull();
      });

      it('findSignedIn finds a session (not a challenge) with its account’s e-mail and role', async () => {
        await sessionAndChallenge(beto);
        await ports.sessions.touch((await find('digest-a'))!.id, at(5));
        expect(await ports.sessions.findSignedIn('digest-a')).toEqual({
          id: expect.any(String),
          accountId: beto,
          kind: 'session',
          createdAt: at(0),
          lastSeenAt: at(5),
          account: { email: 'beto@correo.pe', role: 'user' },
        });
        expect(await ports.sessions.findSignedIn('digest-b')).toBeNull();
        expect(await ports.sessions.findSignedIn('digest-unknown')).toBeNull();
      });

      it('touch moves lastSeenAt of that session only; a session already read does not change', async () => {
        await ports.sessions.create({ accountId: ana, tokenDigest: 'digest-a', kind: 'session', createdAt: at(0) });
        await ports.sessions.create({ accountId: ana, tokenDigest: 'digest-b', kind: 'session', createdAt: at(0) });
        const read = await find('digest-a');
        if (!read) throw new Error('no session');
        await ports.sessions.touch(read.id, at(30));
        expect(await find('digest-a')).toEqual({ ...read, lastSeenAt: at(30) });
        expect(await find('digest-b')).toMatchObject({ lastSeenAt: at(0) });
        expect(read.lastSeenAt).toEqual(at(0));
      });

      it('delete removes one session; ids stay distinct after deletions', async () => {
        await ports.sessions.create({ accountId: ana, tokenDigest: 'digest-a', kind: 'session', createdAt: at(0) });
        await ports.sessions.create({ accountId: ana, tokenDigest: 'digest-b', kind: 'session', createdAt: at(1) });
        const a = await find('digest-a');
        if (!a) throw new Error('no session');
        await ports.sessions.delete(a.id);
        expect(await find('digest-a')).toBeNull();

        await ports.sessions.create({ accountId: ana, tokenDigest: 'digest-c', kind: 'session', createdAt: at(2) });
        const b = await find('digest-b');
        const c = await find('digest-c');
        expect(b).not.toBeNull();
        expect(c).not.toBeNull();
        expect(c?.id).not.toBe(b?.id);
        await ports.sessions.delete(c?.id ?? '');
        expect(await find('digest-c')).toBeNull();
        expect(await find('digest-b')).toEqual(b);
      });

      it('deleteAllForAccount removes every session of the account, says how many, and keeps the others', async () => {
        await ports.sessions.create({ accountId: ana, tokenDigest: 'digest-a1', kind: 'session', createdAt: at(0) });
        await ports.sessions.create({
          accountId: ana,
          tokenDigest: 'digest-a2',
          kind: 'password-challenge',
          createdAt: at(1),
        });
        await ports.sessions.create({ accountId: beto, tokenDigest: 'digest-b1', kind: 'session', createdAt: at(2) });

        expect(await ports.sessions.deleteAllForAccount(ana)).toBe(2);
        expect(await find('digest-a1')).toBeNull();
        expect(await find('digest-a2')).toBeNull();
        expect(await find('digest-b1')).toMatchObject({ accountId: beto });
        expect(await ports.sessions.deleteAllForAccount(ana)).toBe(0);
      });
    });

    describe('SignInAttemptLog (in a transaction)', () => {
      it('recentFailures splits by account, by IP and by both, counting only failures after since', async () => {
        await inTx(async (tx) => {
          await tx.signInAttempts.recordFailure('ana@correo.pe', '10.0.0.1', at(-5));
          await tx.signInAttempts.recordFailure('ana@correo.pe', '10.0.0.1', at(0));
          await tx.signInAttempts.recordFailure('ana@correo.pe', '10.0.0.1', at(1));
          await tx.signInAttempts.recordFailure('ana@correo.pe', '10.0.0.2', at(2));
          await tx.signInAttempts.recordFailure('beto@correo.pe', '10.0.0.1', at(3));
          await tx.signInAttempts.recordFailure('beto@correo.pe', '10.0.0.3', at(4));
          await tx.signInAttempts.recordFailure('carla@correo.pe', '10.0.0.9', at(5));
        });
        const recent = await inTx((tx) => tx.signInAttempts.recentFailures('ana@correo.pe', '10.0.0.1', at(0)));
        expect(byTime(recent.account)).toEqual([at(1), at(2)]);
        expect(byTime(recent.ip)).toEqual([at(1), at(3)]);
        expect(byTime(recent.pair)).toEqual([at(1)]);

        const none = await inTx((tx) => tx.signInAttempts.recentFailures('dora@correo.pe', '10.0.0.7', at(-60)));
        expect(none).toEqual({ account: [], ip: [], pair: [] });
      });
    });

    describe('MailRequestLog (in a transaction)', () => {
      it('recentFromIp lists the requests from that IP after since', async () => {
        await inTx(async (tx) => {
          await tx.mailRequests.record('10.0.0.1', at(-5));
          await tx.mailRequests.record('10.0.0.1', at(0));
          await tx.mailRequests.record('10.0.0.1', at(1));
          await tx.mailRequests.record('10.0.0.1', at(2));
          await tx.mailRequests.record('10.0.0.2', at(3));
        });
        expect(byTime(await inTx((tx) => tx.mailRequests.recentFromIp('10.0.0.1', at(0))))).toEqual([at(1), at(2)]);
        expect(await inTx((tx) => tx.mailRequests.recentFromIp('10.0.0.2', at(0)))).toEqual([at(3)]);
        expect(await inTx((tx) => tx.mailRequests.recentFromIp('10.0.0.3', at(-60)))).toEqual([]);
      });
    });

    describe('MailOutbox and MailQueue', () => {
      const enqueue = (to: string, dueAt: Date) => inTx((tx) => tx.mailOutbox.enqueue(mail(to), dueAt));
      const claim = (now: Date, leaseUntil: Date, limit = 10) => ports.queue.claimDue(now, leaseUntil, limit);
      const claimOne = async (now: Date, leaseUntil: Date) => {
        const [claimed, ...more] = await claim(now, leaseUntil);
        if (!claimed || more.length) throw new Error('expected exactly one message to claim');
        return claimed;
      };

      it('an enqueued message is waiting in the backlog, and claimDue returns it whole with attempts 1', async () => {
        expect(await ports.queue.backlog()).toBe(0);
        await enqueue('ana@correo.pe', at(0));
        expect(await ports.queue.backlog()).toBe(1);
        expect(await claim(at(0), at(5))).toEqual([
          { id: expect.any(String), message: mail('ana@correo.pe'), attempts: 1 },
        ]);
        // Claimed is not delivered.
        expect(await ports.queue.backlog()).toBe(1);
      });

      it('a claim is a lease: nothing to claim before it ends, then the same message again with attempts 2', async () => {
        await enqueue('ana@correo.pe', at(0));
        const first = await claimOne(at(0), at(5));
        expect(await claim(at(4), at(9))).toEqual([]);
        expect(await claim(at(5), at(10))).toEqual([{ ...first, attempts: 2 }]);
      });

      it('a message is not claimed before it is due', async () => {
        await enqueue('ana@correo.pe', at(10));
        expect(await claim(at(9), at(14))).toEqual([]);
        expect(await claim(at(10), at(15))).toEqual([
          { id: expect.any(String), message: mail('ana@correo.pe'), attempts: 1 },
        ]);
      });

      it('claimDue takes at most limit messages and leaves the rest for the next claim', async () => {
        await enqueue('ana@correo.pe', at(0));
        await enqueue('beto@correo.pe', at(1));
        await enqueue('carla@correo.pe', at(2));
        const recipients = (claimed: { message: MailMessage }[]) => claimed.map((c) => c.message.to).sort();
        expect(recipients(await claim(at(5), at(10), 2))).toEqual(['ana@correo.pe', 'beto@correo.pe']);
        expect(recipients(await claim(at(5), at(10), 2))).toEqual(['carla@correo.pe']);
        expect(await claim(at(5), at(10), 2)).toEqual([]);
      });

      it('claimDue takes the earliest due first', async () => {
        await enqueue('ana@correo.pe', at(0));
        await enqueue('beto@correo.pe', at(1));
        const ana = await claimOne(at(0), at(5));
        await ports.queue.retryAt(ana.id, at(3), 'SMTP no responde');
        expect((await claim(at(6), at(11), 1)).map((c) => c.message.to)).toEqual(['beto@correo.pe']);
        expect((await claim(at(6), at(11), 1)).map((c) => c.message.to)).toEqual(['ana@correo.pe']);
      });

      it('retryAt ends the lease and makes the message due again at the given time', async () => {
        await enqueue('ana@correo.pe', at(0));
        const first = await claimOne(at(0), at(5));
        await ports.queue.retryAt(first.id, at(2), 'SMTP no responde');
        expect(await ports.queue.backlog()).toBe(1);
        expect(await claim(at(1), at(6))).toEqual([]);
        expect(await claim(at(2), at(7))).toEqual([{ ...first, attempts: 2 }]);
      });

      it('markSent erases the body and takes the message out of the backlog for good', async () => {
        await enqueue('ana@correo.pe', at(0));
        await enqueue('beto@correo.pe', at(0));
        const [sent] = await claim(at(0), at(5), 1);
        if (!sent) throw new Error('nothing claimed');
        expect(await ports.storedMailBody(sent.id)).toEqual({ text: sent.message.text, html: sent.message.html });
        await ports.queue.markSent(sent.id, at(1));
        expect(await ports.storedMailBody(sent.id)).toEqual({ text: '', html: '' });
        expect(await ports.queue.backlog()).toBe(1);
        const later = await claim(at(60), at(65));
        expect(later.map((c) => c.id)).not.toContain(sent.id);
        expect(later).toHaveLength(1);
      });

      it('giveUp takes the message out of the backlog and it is never claimed again', async () => {
        await enqueue('ana@correo.pe', at(0));
        const first = await claimOne(at(0), at(5));
        await ports.queue.giveUp(first.id, at(1), 'buzón inexistente');
        expect(await ports.queue.backlog()).toBe(0);
        expect(await claim(at(60), at(65))).toEqual([]);
      });
    });

    describe('SavedCartRepository (in a transaction)', () => {
      const [P1, P2, P3] = [
        '11111111-1111-4111-8111-111111111111',
        '22222222-2222-4222-8222-222222222222',
        '33333333-3333-4333-8333-333333333333',
      ];

      it('an account without a saved cart has no lines', async () => {
        const ana = await ports.accounts.create(newAccount('ana@correo.pe'));
        expect(await inTx((tx) => tx.carts.lines(ana.id))).toEqual([]);
      });

      it('replace saves the lines in order and replaces all of them next time, for that account only', async () => {
        const ana = await ports.accounts.create(newAccount('ana@correo.pe'));
        const beto = await ports.accounts.create(newAccount('beto@correo.pe'));
        await inTx((tx) => tx.carts.replace(beto.id, [{ productId: P1, quantity: 1 }]));
        await inTx((tx) =>
          tx.carts.replace(ana.id, [
            { productId: P3, quantity: 2 },
            { productId: P1, quantity: 999 },
            { productId: P2, quantity: 1 },
          ]),
        );
        expect(await inTx((tx) => tx.carts.lines(ana.id))).toEqual([
          { productId: P3, quantity: 2 },
          { productId: P1, quantity: 999 },
          { productId: P2, quantity: 1 },
        ]);

        await inTx((tx) => tx.carts.replace(ana.id, [{ productId: P2, quantity: 4 }]));
        expect(await inTx((tx) => tx.carts.lines(ana.id))).toEqual([{ productId: P2, quantity: 4 }]);
        await inTx((tx) => tx.carts.replace(ana.id, []));
        expect(await inTx((tx) => tx.carts.lines(ana.id))).toEqual([]);
        expect(await inTx((tx) => tx.carts.lines(beto.id))).toEqual([{ productId: P1, quantity: 1 }]);
      });

      it('a line already read does not change when the cart is replaced', async () => {
        const ana = await ports.accounts.create(newAccount('ana@correo.pe'));
        await inTx((tx) => tx.carts.replace(ana.id, [{ productId: P1, quantity: 1 }]));
        const read = await inTx((tx) => tx.carts.lines(ana.id));
        await inTx((tx) => tx.carts.replace(ana.id, [{ productId: P1, quantity: 5 }]));
        expect(read).toEqual([{ productId: P1, quantity: 1 }]);
      });

      it('a transaction that throws leaves the saved cart as it was', async () => {
        const ana = await ports.accounts.create(newAccount('ana@correo.pe'));
        await inTx((tx) => tx.carts.replace(ana.id, [{ productId: P1, quantity: 1 }]));
        const run = inTx(async (tx) => {
          await tx.carts.replace(ana.id, [{ productId: P2, quantity: 3 }]);
          throw new Error('se cortó la conexión');
        });
        await expect(run).rejects.toThrow('se cortó la conexión');
        expect(await inTx((tx) => tx.carts.lines(ana.id))).toEqual([{ productId: P1, quantity: 1 }]);
      });
    });

    describe('UnitOfWork', () => {
      it('returns what the work returns, and its writes through tx are visible after commit', async () => {
        const result = await inTx(async (tx) => {
          const ana = await tx.accounts.create(newAccount('ana@correo.pe'));
          await tx.codes.issue(ana.id, 'confirm-sign-up', 'digest-code', at(0), at(1440), {
            passwordHash: 'hash-a',
            retirePrevious: false,
          });
          await tx.sessions.create({ accountId: ana.id, tokenDigest: 'digest-s', kind: 'session', createdAt: at(0) });
          await tx.signInAttempts.recordFailure('ana@correo.pe', '10.0.0.1', at(1));
          await tx.mailRequests.record('10.0.0.1', at(1));
          await tx.mailOutbox.enqueue(mail('ana@correo.pe'), at(1));
          return ana.id;
        });
        expect(await ports.accounts.findById(result)).toMatchObject({ email: 'ana@correo.pe' });
        expect(await ports.sessions.findByTokenDigest('digest-s')).toMatchObject({ accountId: result });
        expect(await inTx((tx) => tx.codes.findActive(result, 'confirm-sign-up'))).toMatchObject([
          { codeDigest: 'digest-code' },
        ]);
        expect(await inTx((tx) => tx.signInAttempts.recentFailures('ana@correo.pe', '10.0.0.1', at(0)))).toEqual({
          account: [at(1)],
          ip: [at(1)],
          pair: [at(1)],
        });
        expect(await inTx((tx) => tx.mailRequests.recentFromIp('10.0.0.1', at(0)))).toEqual([at(1)]);
        expect(await ports.queue.backlog()).toBe(1);
      });

      it('a transaction that throws rethrows the error and leaves none of its writes', async () => {
        const ana = await ports.accounts.create(newAccount('ana@correo.pe'));
        const reset = { passwordHash: null, retirePrevious: true } as const;
        await inTx((tx) => tx.codes.issue(ana.id, 'reset-password', 'digest-old', at(0), at(1440), reset));
        const codeBefore = await inTx((tx) => tx.codes.findActive(ana.id, 'reset-password'));
        const failure = new Error('disco lleno');

        const run = inTx(async (tx) => {
          await tx.accounts.create(newAccount('beto@correo.pe'));
          await tx.accounts.update(ana.id, { name: 'Cambiada', passwordHash: 'hashed:Nueva-Esencia-7' });
          await tx.codes.issue(ana.id, 'reset-password', 'digest-new', at(1), at(1441), reset);
          await tx.sessions.create({ accountId: ana.id, tokenDigest: 'digest-s', kind: 'session', createdAt: at(1) });
          await tx.signInAttempts.recordFailure('ana@correo.pe', '10.0.0.1', at(1));
          await tx.mailRequests.record('10.0.0.1', at(1));
          await tx.mailOutbox.enqueue(mail('ana@correo.pe'), at(1));
          throw failure;
        });
        await expect(run).rejects.toBe(failure);

        expect(await ports.accounts.findByEmail('beto@correo.pe')).toBeNull();
        expect(await ports.accounts.findById(ana.id)).toEqual(ana);
        expect(await inTx((tx) => tx.codes.findActive(ana.id, 'reset-password'))).toEqual(codeBefore);
        expect(await inTx((tx) => tx.codes.countIssuedSince(ana.id, 'reset-password', at(0)))).toBe(1);
        expect(await ports.sessions.findByTokenDigest('digest-s')).toBeNull();
        expect(await inTx((tx) => tx.signInAttempts.recentFailures('ana@correo.pe', '10.0.0.1', at(0)))).toEqual({
          account: [],
          ip: [],
          pair: [],
        });
        expect(await inTx((tx) => tx.mailRequests.recentFromIp('10.0.0.1', at(0)))).toEqual([]);
        expect(await ports.queue.backlog()).toBe(0);
        expect(await ports.queue.claimDue(at(60), at(65), 10)).toEqual([]);
      });

      describe.each(['commits', 'throws'] as const)('tx.lock, when the holder %s', (ending) => {
        it('makes a second transaction on the same key wait until the first ends, then see its outcome', async () => {
          const events: string[] = [];
          const firstLocked = gate();
          const firstMayEnd = gate();
          const secondAsks = gate();
          const key = 'account:ana@correo.pe';

          const first = inTx(async (tx) => {
            await tx.lock(key);
            events.push('first locked');
            await tx.accounts.create(newAccount('ana@correo.pe'));
            firstLocked.open();
            await firstMayEnd.opened;
            events.push('first ends');
            if (ending === 'throws') throw new Error('la primera falla');
          });
          await firstLocked.opened;
          const second = inTx(async (tx) => {
            secondAsks.open();
            await tx.lock(key);
            events.push('second locked');
            return tx.accounts.findByEmail('ana@correo.pe');
          });
          await secondAsks.opened;
          await settle(ports);
          const whileFirstHolds = [...events];
          // Both transactions end before any assertion, so a failure here leaves nothing open for the next case.
          firstMayEnd.open();
          const [firstOutcome, seen] = await Promise.allSettled([first, second]);

          expect(whileFirstHolds).toEqual(['first locked']);
          expect(events).toEqual(['first locked', 'first ends', 'second locked']);
          expect(firstOutcome.status).toBe(ending === 'commits' ? 'fulfilled' : 'rejected');
          expect(seen).toEqual({
            status: 'fulfilled',
            value: ending === 'commits' ? expect.objectContaining({ email: 'ana@correo.pe' }) : null,
          });
        });
      });

      it('tx.lock on different keys does not make transactions wait for each other', async () => {
        const firstLocked = gate();
        const firstMayEnd = gate();
        const first = inTx(async (tx) => {
          await tx.lock('account:ana@correo.pe');
          firstLocked.open();
          await firstMayEnd.opened;
        });
        await firstLocked.opened;
        // Would never settle if the other key were held: the first transaction is still open.
        // (Declared last: a hang here cannot leave a transaction open under another case.)
        await inTx(async (tx) => {
          await tx.lock('account:beto@correo.pe');
          await tx.accounts.create(newAccount('beto@correo.pe'));
        });
        firstMayEnd.open();
        await first;
        expect(await ports.accounts.findByEmail('beto@correo.pe')).toMatchObject({ email: 'beto@correo.pe' });
      });
    });
  });
}
