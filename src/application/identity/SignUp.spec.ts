import { accountUseCases, createAccount } from '../testing/identity-fixture';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { SignUp } from './SignUp';

describe('SignUp', () => {
  it('creates an unconfirmed account and e-mails a 6-digit code', async () => {
    const { services, outbox, lastCode } = inMemoryIdentity();
    const result = await accountUseCases(services).signUp.execute({
      email: ' Ana@Correo.PE ',
      password: 'Fragancia-2026',
      ip: '10.0.0.1',
    });
    expect(result).toEqual({ ok: true, value: { next: 'CONFIRM_SIGN_UP', email: 'ana@correo.pe' } });
    const account = await services.accounts.findByEmail('ana@correo.pe');
    expect(account).toMatchObject({ role: 'user', confirmedAt: null, passwordHash: 'hashed:Fragancia-2026' });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.subject).toBe('Tu código de confirmación de Esencia');
    expect(lastCode('ana@correo.pe')).toMatch(/^\d{6}$/);
    expect(outbox[0]?.html).toContain(lastCode('ana@correo.pe'));
  });

  it('refuses a weak password or a bad e-mail and creates nothing', async () => {
    const { services, outbox } = inMemoryIdentity();
    expect(
      await accountUseCases(services).signUp.execute({
        email: 'ana@correo.pe',
        password: 'perfume',
        ip: '10.0.0.1',
      }),
    ).toMatchObject({
      error: { code: 'PASSWORD_POLICY' },
    });
    expect(
      await accountUseCases(services).signUp.execute({
        email: 'ana',
        password: 'Fragancia-2026',
        ip: '10.0.0.1',
      }),
    ).toMatchObject({
      error: { code: 'EMAIL_INVALID', message: 'Ingrese un email válido' },
    });
    expect(services.accounts.rows.size).toBe(0);
    expect(outbox).toHaveLength(0);
  });

  it('refuses a password on the breached list it is given, and creates nothing', async () => {
    const { services, outbox } = inMemoryIdentity();
    const signUp = new SignUp(
      services.uow,
      services.hasher,
      services.secrets,
      services.clock,
      new Set(['summer']),
      services.settings,
    );
    expect(await signUp.execute({ email: 'ana@correo.pe', password: 'Summer2025!', ip: '10.0.0.1' })).toMatchObject({
      ok: false,
      error: {
        code: 'PASSWORD_POLICY',
        message: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar',
      },
    });
    expect(services.accounts.rows.size).toBe(0);
    expect(outbox).toHaveLength(0);
  });

  it("each sign-up of a pending e-mail gets its own code: the confirmed one's password becomes the account's", async () => {
    for (const confirmed of ['first', 'second'] as const) {
      const { services, lastCode } = inMemoryIdentity();
      const { signUp, confirmSignUp, signIn } = accountUseCases(services);
      // Whoever signs up first (maybe not the owner) and whoever signs up next both get a code by mail.
      await signUp.execute({ email: 'ana@correo.pe', password: 'Fragancia-2026', ip: '10.0.0.1' });
      const first = lastCode('ana@correo.pe')!;
      await signUp.execute({ email: 'ana@correo.pe', password: 'Fragancia-2027', ip: '10.0.0.2' });
      const second = lastCode('ana@correo.pe')!;
      expect(second).not.toBe(first);

      const code = confirmed === 'first' ? first : second;
      const other = confirmed === 'first' ? second : first;
      expect(await confirmSignUp.execute({ email: 'ana@correo.pe', code })).toEqual({ ok: true, value: 'confirmed' });
      expect((await services.accounts.findByEmail('ana@correo.pe'))?.passwordHash).toBe(
        confirmed === 'first' ? 'hashed:Fragancia-2026' : 'hashed:Fragancia-2027',
      );
      // The other attempt's code and password are worth nothing once the account is confirmed.
      expect(await confirmSignUp.execute({ email: 'ana@correo.pe', code: other })).toMatchObject({
        error: { code: 'CODE_INVALID' },
      });
      const otherPassword = confirmed === 'first' ? 'Fragancia-2027' : 'Fragancia-2026';
      expect(await signIn.execute({ email: 'ana@correo.pe', password: otherPassword, ip: '10.0.0.3' })).toMatchObject({
        error: { code: 'INVALID_CREDENTIALS' },
      });
    }
  });

  it('signing in with the latest pending attempt answers like a new account and sends a code bound to it', async () => {
    const { services, lastCode } = inMemoryIdentity();
    const { signUp, confirmSignUp, signIn } = accountUseCases(services);
    await signUp.execute({ email: 'ana@correo.pe', password: 'Fragancia-2026', ip: '10.0.0.1' });
    await signUp.execute({ email: 'ana@correo.pe', password: 'Fragancia-2027', ip: '10.0.0.2' });
    expect(await signIn.execute({ email: 'ana@correo.pe', password: 'Fragancia-2027', ip: '10.0.0.2' })).toEqual({
      ok: true,
      value: { kind: 'CONFIRMATION_REQUIRED' },
    });
    expect(await confirmSignUp.execute({ email: 'ana@correo.pe', code: lastCode('ana@correo.pe')! })).toEqual({
      ok: true,
      value: 'confirmed',
    });
    expect((await services.accounts.findByEmail('ana@correo.pe'))?.passwordHash).toBe('hashed:Fragancia-2027');
  });

  it('refuses the 21st e-mailing request from one IP in an hour, whatever the addresses', async () => {
    const { services, outbox } = inMemoryIdentity();
    const signUp = accountUseCases(services).signUp;
    for (let i = 0; i < 20; i++) {
      expect((await signUp.execute({ email: `c${i}@correo.pe`, password: 'Fragancia-2026', ip: '10.9.9.9' })).ok).toBe(
        true,
      );
    }
    expect(await signUp.execute({ email: 'c20@correo.pe', password: 'Fragancia-2026', ip: '10.9.9.9' })).toMatchObject({
      error: { code: 'MAIL_REQUESTS_THROTTLED' },
    });
    expect(outbox).toHaveLength(20);
    expect((await signUp.execute({ email: 'c20@correo.pe', password: 'Fragancia-2026', ip: '10.9.9.10' })).ok).toBe(
      true,
    );
  });

  it('answers a confirmed e-mail exactly like a new one and only tells the owner by mail', async () => {
    const { services, outbox } = inMemoryIdentity();
    const existing = await createAccount(services, { passwordHash: 'hashed:Original-1!', name: 'Ana' });
    const answer = await accountUseCases(services).signUp.execute({
      email: 'ana@correo.pe',
      password: 'Fragancia-2026',
      ip: '10.0.0.1',
    });
    const fresh = await accountUseCases(inMemoryIdentity().services).signUp.execute({
      ip: '10.0.0.1',
      email: 'ana@correo.pe',
      password: 'Fragancia-2026',
    });
    expect(answer).toEqual(fresh);
    expect((await services.accounts.findById(existing.id))?.passwordHash).toBe('hashed:Original-1!');
    expect(outbox.map((m) => m.subject)).toEqual(['Ya tienes una cuenta en Esencia']);
  });
});
