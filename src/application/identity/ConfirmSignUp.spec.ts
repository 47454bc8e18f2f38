import { accountUseCases } from '../testing/identity-fixture';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { SignUp } from './SignUp';

async function signedUp() {
  const identity = inMemoryIdentity();
  await new SignUp(
    identity.services.uow,
    identity.services.hasher,
    identity.services.secrets,
    identity.services.clock,
    identity.services.commonPasswords,
    identity.services.settings,
  ).execute({ email: 'ana@correo.pe', password: 'Fragancia-2026', ip: '10.0.0.1' });
  return {
    ...identity,
    code: identity.lastCode('ana@correo.pe')!,
    confirm: accountUseCases(identity.services).confirmSignUp,
  };
}

describe('ConfirmSignUp', () => {
  it('confirms with the right code, once', async () => {
    const { services, code, confirm } = await signedUp();
    expect(await confirm.execute({ email: 'ANA@correo.pe', code })).toEqual({ ok: true, value: 'confirmed' });
    expect((await services.accounts.findByEmail('ana@correo.pe'))?.confirmedAt).not.toBeNull();
    expect(await confirm.execute({ email: 'ana@correo.pe', code })).toMatchObject({ error: { code: 'CODE_INVALID' } });
  });

  it('burns the code after 5 wrong guesses', async () => {
    const { code, confirm } = await signedUp();
    for (let i = 0; i < 5; i++) {
      expect(await confirm.execute({ email: 'ana@correo.pe', code: '000000' })).toMatchObject({
        error: { code: 'CODE_INVALID' },
      });
    }
    expect(await confirm.execute({ email: 'ana@correo.pe', code })).toMatchObject({
      error: { code: 'CODE_ATTEMPTS_EXCEEDED' },
    });
  });

  it('refuses a code after 24 hours', async () => {
    const { code, confirm, clock } = await signedUp();
    clock.advance(24 * 3_600_000);
    expect(await confirm.execute({ email: 'ana@correo.pe', code })).toMatchObject({ error: { code: 'CODE_EXPIRED' } });
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const { confirm } = await signedUp();
    expect(await confirm.execute({ email: 'nadie@correo.pe', code: '123456' })).toMatchObject({
      error: { code: 'CODE_INVALID' },
    });
  });

  it('with the password the app signed up with, that password stands whichever attempt the code was for', async () => {
    const { services, confirm, lastCode } = await signedUp();
    // Another sign-up came later (maybe someone else's): the owner types the newest code, with her password.
    await accountUseCases(services).signUp.execute({
      email: 'ana@correo.pe',
      password: 'Atacante-9x!',
      ip: '10.0.0.9',
    });
    const newest = lastCode('ana@correo.pe')!;
    expect(await confirm.execute({ email: 'ana@correo.pe', code: newest, password: 'perfume' })).toMatchObject({
      error: { code: 'PASSWORD_POLICY' },
    });
    expect(await confirm.execute({ email: 'ana@correo.pe', code: newest, password: 'Fragancia-2026' })).toEqual({
      ok: true,
      value: 'confirmed',
    });
    expect((await services.accounts.findByEmail('ana@correo.pe'))?.passwordHash).toBe('hashed:Fragancia-2026');
  });

  it('counts a wrong guess against every pending attempt: five burn them all', async () => {
    const { services, code, confirm } = await signedUp();
    await accountUseCases(services).signUp.execute({
      email: 'ana@correo.pe',
      password: 'Fragancia-2027',
      ip: '10.0.0.2',
    });
    for (let i = 0; i < 5; i++) {
      expect(await confirm.execute({ email: 'ana@correo.pe', code: '000000' })).toMatchObject({
        error: { code: 'CODE_INVALID' },
      });
    }
    expect(await confirm.execute({ email: 'ana@correo.pe', code })).toMatchObject({
      error: { code: 'CODE_ATTEMPTS_EXCEEDED' },
    });
  });
});
