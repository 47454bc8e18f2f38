import { inMemoryIdentity } from '../testing/in-memory-identity';
import { accountUseCases, createAccount } from '../testing/identity-fixture';

describe('RequestPasswordReset + ResetPassword', () => {
  it('e-mails a code, sets the new password and revokes every session', async () => {
    const { services, outbox, lastCode } = inMemoryIdentity();
    const account = await createAccount(services, { passwordHash: 'hashed:Vieja-2025!' });
    await services.sessions.create({
      accountId: account.id,
      tokenDigest: 'd1',
      kind: 'session',
      createdAt: new Date(),
    });
    await accountUseCases(services).requestPasswordReset.execute({
      email: 'ana@correo.pe',
      ip: '10.0.0.1',
    });
    expect(outbox[0]?.subject).toBe('Restablece tu contraseña de Esencia');
    const result = await accountUseCases(services).resetPassword.execute({
      email: 'ana@correo.pe',
      code: lastCode('ana@correo.pe')!,
      newPassword: 'Nueva-2026!',
    });
    expect(result).toEqual({ ok: true, value: 'reset' });
    expect((await services.accounts.findById(account.id))?.passwordHash).toBe('hashed:Nueva-2026!');
    expect(services.sessions.rows).toHaveLength(0);
  });

  it('sends nothing for an unknown e-mail and answers the same', async () => {
    const { services, outbox } = inMemoryIdentity();
    await expect(
      accountUseCases(services).requestPasswordReset.execute({
        email: 'nadie@correo.pe',
        ip: '10.0.0.1',
      }),
    ).resolves.toEqual({ ok: true, value: 'done' });
    expect(outbox).toHaveLength(0);
  });

  it('limits codes to 5 an hour', async () => {
    const { services, outbox, clock } = inMemoryIdentity();
    await createAccount(services, { passwordHash: 'x' });
    for (let i = 0; i < 7; i++)
      await accountUseCases(services).requestPasswordReset.execute({
        email: 'ana@correo.pe',
        ip: '10.0.0.1',
      });
    expect(outbox).toHaveLength(5);
    clock.advance(3_600_001);
    await accountUseCases(services).requestPasswordReset.execute({
      email: 'ana@correo.pe',
      ip: '10.0.0.1',
    });
    expect(outbox).toHaveLength(6);
  });

  it('refuses a weak new password before looking at the code', async () => {
    const { services } = inMemoryIdentity();
    expect(
      await accountUseCases(services).resetPassword.execute({
        email: 'ana@correo.pe',
        code: '123456',
        newPassword: 'abc',
      }),
    ).toMatchObject({
      error: { code: 'PASSWORD_POLICY' },
    });
  });
});
