import type { PasswordHasher } from '../ports/identity';
import { accountUseCases, createAccount } from '../testing/identity-fixture';
import { fakeHasher, inMemoryIdentity } from '../testing/in-memory-identity';
import { CreateAdmin } from './CreateAdmin';

async function withAccount(overrides: { confirmedAt?: Date | null; mustChangePassword?: boolean } = {}) {
  const identity = inMemoryIdentity();
  const account = await createAccount(identity.services, overrides);
  return { ...identity, account, signIn: accountUseCases(identity.services).signIn };
}

const attempt = (password: string, ip = '10.0.0.1') => ({ email: 'ana@correo.pe', password, ip });

describe('SignIn', () => {
  it('signs in with the right password and stores only the token digest', async () => {
    const { signIn, services } = await withAccount();
    const result = await signIn.execute(attempt('Fragancia-2026'));
    expect(result.ok && result.value.kind).toBe('SIGNED_IN');
    const token = result.ok && result.value.kind === 'SIGNED_IN' ? result.value.sessionToken : '';
    expect(services.sessions.rows).toHaveLength(1);
    expect(services.sessions.rows[0]?.tokenDigest).toBe(`digest(${token})`);
  });

  it('answers a wrong password and an unknown e-mail with the same Spanish error', async () => {
    const { signIn } = await withAccount();
    const wrong = await signIn.execute(attempt('Otra-2026!'));
    const unknown = await signIn.execute({ email: 'nadie@correo.pe', password: 'Fragancia-2026', ip: '10.0.0.1' });
    expect(wrong).toEqual({
      ok: false,
      error: { code: 'INVALID_CREDENTIALS', message: 'El correo o la contraseña no son correctos.' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('does not lock the owner out: 10 failures from 10 addresses only make an 11th address wait the stated second', async () => {
    const { signIn, clock } = await withAccount();
    for (let i = 0; i < 10; i++) {
      expect(await signIn.execute(attempt('Mala-2026!', `203.0.113.${i}`))).toMatchObject({
        error: { code: 'INVALID_CREDENTIALS' },
      });
    }
    const owner = attempt('Fragancia-2026', '198.51.100.7');
    expect(await signIn.execute(owner)).toEqual({
      ok: false,
      error: {
        code: 'SIGN_IN_THROTTLED',
        message: 'Demasiados intentos fallidos de inicio de sesión. Intenta de nuevo en 1 segundo.',
        details: { retryAfterSeconds: 1 },
      },
    });
    clock.advance(1000);
    expect(await signIn.execute(owner)).toMatchObject({ ok: true, value: { kind: 'SIGNED_IN' } });
  });

  it("refuses the guesser's own address after 10 failures, even with the right password, for 15 minutes", async () => {
    const { signIn, clock } = await withAccount();
    for (let i = 0; i < 10; i++) {
      expect(await signIn.execute(attempt('Mala-2026!', '203.0.113.9'))).toMatchObject({
        error: { code: 'INVALID_CREDENTIALS' },
      });
      clock.advance(65_000); // past each progressive wait (at most 64 s before the 10th)
    }
    expect(await signIn.execute(attempt('Fragancia-2026', '203.0.113.9'))).toMatchObject({
      error: { code: 'SIGN_IN_THROTTLED', message: expect.stringContaining('Intenta de nuevo en 5 minutos') },
    });
    expect(await signIn.execute(attempt('Fragancia-2026', '198.51.100.7'))).toMatchObject({ ok: true });
    clock.advance(5 * 60_000);
    expect(await signIn.execute(attempt('Fragancia-2026', '203.0.113.9'))).toMatchObject({ ok: true });
  });

  it("rotates the session: the browser's previous token is revoked", async () => {
    const { signIn, services } = await withAccount();
    const first = await signIn.execute(attempt('Fragancia-2026'));
    const previous = first.ok && first.value.kind === 'SIGNED_IN' ? first.value.sessionToken : null;
    await signIn.execute({ ...attempt('Fragancia-2026'), previousSessionToken: previous });
    expect(services.sessions.rows).toHaveLength(1);
    expect(services.sessions.rows[0]?.tokenDigest).not.toBe(`digest(${previous})`);
  });

  it('sends an unconfirmed account to confirmation with a fresh code', async () => {
    const { signIn, lastCode, services } = await withAccount({ confirmedAt: null });
    expect(await signIn.execute(attempt('Fragancia-2026'))).toEqual({
      ok: true,
      value: { kind: 'CONFIRMATION_REQUIRED' },
    });
    expect(lastCode('ana@correo.pe')).toMatch(/^\d{6}$/);
    expect(services.sessions.rows).toHaveLength(0);
  });

  it('sends a temporary password to the new-password challenge, not to a session', async () => {
    const { signIn, services } = await withAccount({ mustChangePassword: true });
    const result = await signIn.execute(attempt('Fragancia-2026'));
    expect(result.ok && result.value.kind).toBe('NEW_PASSWORD_REQUIRED');
    expect(services.sessions.rows.map((s) => s.kind)).toEqual(['password-challenge']);
  });

  it('answers sign-up-then-sign-in alike for a confirmed account and an unknown e-mail, with as many hash checks', async () => {
    const { services } = await withAccount(); // ana@correo.pe, confirmed, password Fragancia-2026
    let checks = 0;
    const counting: PasswordHasher = {
      ...fakeHasher,
      verify: (hash, password) => (checks++, fakeHasher.verify(hash, password)),
      verifyAgainstDummy: (password) => (checks++, fakeHasher.verifyAgainstDummy(password)),
    };
    const { signUp, signIn } = accountUseCases(services, counting);
    const probe = async (email: string) => {
      await signUp.execute({ email, password: 'Sondeo-Clave-7', ip: '203.0.113.5' });
      checks = 0;
      const answer = await signIn.execute({ email, password: 'Sondeo-Clave-7', ip: '203.0.113.5' });
      const wrong = await signIn.execute({ email, password: 'Otra-Clave-8', ip: '203.0.113.6' });
      return { answer, wrong, checks };
    };
    const existing = await probe('ana@correo.pe');
    const unknown = await probe('nadie@correo.pe');
    expect(existing).toEqual(unknown);
    expect(existing).toEqual({
      answer: { ok: true, value: { kind: 'CONFIRMATION_REQUIRED' } },
      wrong: {
        ok: false,
        error: { code: 'INVALID_CREDENTIALS', message: 'El correo o la contraseña no son correctos.' },
      },
      checks: 4,
    });
    // The probe's password never signs in to the real account, and the owner's still does.
    expect(services.sessions.rows).toHaveLength(0);
    expect(await signIn.execute(attempt('Fragancia-2026'))).toMatchObject({ ok: true, value: { kind: 'SIGNED_IN' } });
  });

  it('forgets a sign-up attempt on a confirmed account after 24 hours', async () => {
    const { services, clock, signIn } = await withAccount();
    const signUp = accountUseCases(services).signUp;
    await signUp.execute({ email: 'ana@correo.pe', password: 'Sondeo-Clave-7', ip: '203.0.113.5' });
    clock.advance(24 * 3_600_000);
    expect(await signIn.execute(attempt('Sondeo-Clave-7'))).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });

  it('refuses a temporary password after 24 hours with a Spanish way out', async () => {
    const { services, clock, signIn } = await withAccount();
    const created = await new CreateAdmin(services.uow, services.hasher, services.secrets, services.clock).execute({
      email: 'duena@esencia.pe',
    });
    const temporary = created.ok ? created.value.temporaryPassword : '';
    const admin = { email: 'duena@esencia.pe', password: temporary, ip: '10.0.0.1' };
    clock.advance(24 * 3_600_000 - 1000);
    expect(await signIn.execute(admin)).toMatchObject({ ok: true, value: { kind: 'NEW_PASSWORD_REQUIRED' } });
    clock.advance(1000);
    expect(await signIn.execute(admin)).toEqual({
      ok: false,
      error: {
        code: 'TEMPORARY_PASSWORD_EXPIRED',
        message:
          "La contraseña temporal venció. Usa '¿Olvidaste tu contraseña?' para elegir una nueva o pide otra al administrador.",
      },
    });
  });
});
