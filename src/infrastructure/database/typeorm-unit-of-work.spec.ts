import { RequestPasswordReset } from '../../application/identity/RequestPasswordReset';
import { ResetPassword } from '../../application/identity/ResetPassword';
import { SignIn } from '../../application/identity/SignIn';
import { fakeHasher, TEST_COMMON_PASSWORDS, TestClock } from '../../application/testing/in-memory-identity';
import { CryptoSecretGenerator } from '../identity/crypto-secret-generator';
import { TypeOrmStoreSettingsRepository } from '../store/typeorm-store-settings-repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

/** What a reset touches, read straight from the tables. */
async function resetState(db: TestDatabase, email: string) {
  const [account] = await db.dataSource.query(`SELECT id, password_hash FROM accounts WHERE email = $1`, [email]);
  const codes = await db.dataSource.query(
    `SELECT consumed_at, retired, attempts FROM one_time_codes WHERE account_id = $1 ORDER BY issued_at`,
    [account.id],
  );
  const [{ sessions }] = await db.dataSource.query(
    `SELECT count(*)::int AS sessions FROM sessions WHERE account_id = $1`,
    [account.id],
  );
  return { passwordHash: account.password_hash as string, codes, sessions: sessions as number };
}

describe('TypeOrmUnitOfWork (real PostgreSQL)', () => {
  let db: TestDatabase;
  let uow: TypeOrmUnitOfWork;
  const settings = () => new TypeOrmStoreSettingsRepository(db.dataSource.manager);
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  const secrets = new CryptoSecretGenerator();

  beforeAll(async () => {
    db = await createTestDatabase();
    uow = new TypeOrmUnitOfWork(db.dataSource);
  });
  afterAll(() => db.drop());

  it('keeps nothing of a password reset whose last write fails: code, password and sessions stay as they were', async () => {
    const email = 'olvido@correo.pe';
    await db.dataSource.query(
      `INSERT INTO accounts (email, password_hash, confirmed_at) VALUES ($1, 'hashed:Fragancia-2026', now())`,
      [email],
    );
    expect(
      (
        await new SignIn(uow, fakeHasher, secrets, clock, settings()).execute({
          email,
          password: 'Fragancia-2026',
          ip: '1.1.1.1',
        })
      ).ok,
    ).toBe(true);
    await new RequestPasswordReset(uow, secrets, clock, settings()).execute({ email, ip: '1.1.1.1' });
    const [mail] = await db.dataSource.query(`SELECT text_body FROM mail_outbox WHERE recipient = $1`, [email]);
    const code = /Tu código: (\d{6})/.exec(mail.text_body)?.[1] ?? '';
    const before = await resetState(db, email);

    // The database refuses the last write of the reset (ending the sessions).
    await db.dataSource.query(`
      CREATE FUNCTION refuse_session_delete() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'disco lleno'; END $$;
      CREATE TRIGGER refuse_session_delete BEFORE DELETE ON sessions
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_session_delete();`);
    const reset = new ResetPassword(uow, fakeHasher, secrets, clock, TEST_COMMON_PASSWORDS);
    await expect(reset.execute({ email, code, newPassword: 'Nueva-Esencia-7' })).rejects.toThrow('disco lleno');

    const after = await resetState(db, email);
    expect(after).toEqual(before);
    expect(after.passwordHash).toBe('hashed:Fragancia-2026');
    expect(after.sessions).toBe(1);
    expect(after.codes.at(-1)).toMatchObject({ consumed_at: null, retired: false });

    // With the fault gone, the same code still works and everything changes together.
    await db.dataSource.query(`DROP TRIGGER refuse_session_delete ON sessions`);
    expect(await reset.execute({ email, code, newPassword: 'Nueva-Esencia-7' })).toEqual({ ok: true, value: 'reset' });
    expect(await resetState(db, email)).toMatchObject({ passwordHash: 'hashed:Nueva-Esencia-7', sessions: 0 });
  });

  const waitingAdvisoryLocks = async () =>
    Number(
      (await db.dataSource.query(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`))[0]
        .n,
    );

  it('holds a lock until commit, across connections', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = uow.run(async (tx) => {
      await tx.lock('account:ana@correo.pe');
      firstLocked();
      await firstHolds;
      order.push('first commits');
    });
    await locked;
    const second = uow.run(async (tx) => {
      await tx.lock('account:ana@correo.pe');
      order.push('second locked');
    });
    // The second transaction is queued behind the first one's lock, in PostgreSQL itself.
    while (!(await waitingAdvisoryLocks())) await new Promise((resolve) => setImmediate(resolve));
    order.push('released');
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['released', 'first commits', 'second locked']);
  });
});
