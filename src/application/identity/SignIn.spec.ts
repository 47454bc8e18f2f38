import { inMemoryIdentity } from '../testing/in-memory-identity';
import { SignIn } from './SignIn';

async function withAccount(overrides: { confirmedAt?: Date | null; mustChangePassword?: boolean } = {}) {
  const identity = inMemoryIdentity();
  const account = await identity.services.accounts.create({
    email: 'ana@correo.pe',
    passwordHash: 'hashed:Fragancia-2026',
    role: 'user',
    name: '',
    confirmedAt: 'confirmedAt' in overrides ? overrides.confirmedAt! : new Date(),
    mustChangePassword: overrides.mustChangePassword ?? false,
  });
  return {
    ...identity,
    account,
    signIn: new SignIn(
      identity.services.uow,
      identity.services.hasher,
      identity.services.secrets,
      identity.services.clock,
    ),
  };
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

  it('refuses the 11th attempt within 15 minutes even with the right password, then lets it through later', async () => {
    const { signIn, clock } = await withAccount();
    for (let i = 0; i < 10; i++) {
      expect(await signIn.execute(attempt('Mala-2026!', `10.0.0.${i}`))).toMatchObject({
        error: { code: 'INVALID_CREDENTIALS' },
      });
      clock.advance(10_000);
    }
    expect(await signIn.execute(attempt('Fragancia-2026'))).toMatchObject({
      error: { code: 'SIGN_IN_THROTTLED', message: expect.stringContaining('Intenta de nuevo en') },
    });
    clock.advance(15 * 60_000);
    expect((await signIn.execute(attempt('Fragancia-2026'))).ok).toBe(true);
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
});
