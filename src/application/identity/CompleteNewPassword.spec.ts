import { fakeHasher, inMemoryIdentity } from '../testing/in-memory-identity';
import { CompleteNewPassword } from './CompleteNewPassword';
import { SignIn } from './SignIn';

async function challenged() {
  const identity = inMemoryIdentity();
  await identity.services.accounts.create({
    email: 'admin@esencia.pe',
    passwordHash: 'hashed:Temporal-123!',
    role: 'admin',
    name: '',
    confirmedAt: new Date(),
    mustChangePassword: true,
  });
  const result = await new SignIn(
    identity.services.uow,
    fakeHasher,
    identity.services.secrets,
    identity.services.clock,
    identity.services.settings,
  ).execute({
    email: 'admin@esencia.pe',
    password: 'Temporal-123!',
    ip: '1.1.1.1',
  });
  const challenge = result.ok && result.value.kind === 'NEW_PASSWORD_REQUIRED' ? result.value.challenge : '';
  return {
    ...identity,
    challenge,
    complete: new CompleteNewPassword(
      identity.services.uow,
      fakeHasher,
      identity.services.secrets,
      identity.services.clock,
      identity.services.commonPasswords,
    ),
  };
}

describe('CompleteNewPassword', () => {
  it('sets the new password, clears the flag and signs in', async () => {
    const { challenge, complete, services } = await challenged();
    const result = await complete.execute({ challenge, newPassword: 'Nueva-Clave-9' });
    expect(result.ok && result.value.account.mustChangePassword).toBe(false);
    expect(services.sessions.rows.map((s) => s.kind)).toEqual(['session']);
    expect((await services.accounts.findByEmail('admin@esencia.pe'))?.passwordHash).toBe('hashed:Nueva-Clave-9');
  });

  it('applies the password policy and refuses the temporary password again', async () => {
    const { challenge, complete } = await challenged();
    expect(await complete.execute({ challenge, newPassword: 'corta' })).toMatchObject({
      error: { code: 'PASSWORD_POLICY' },
    });
    expect(await complete.execute({ challenge, newPassword: 'Temporal-123!' })).toMatchObject({
      error: { code: 'PASSWORD_REUSED' },
    });
  });

  it('expires after 3 minutes', async () => {
    const { challenge, complete, clock } = await challenged();
    clock.advance(3 * 60_000);
    expect(await complete.execute({ challenge, newPassword: 'Nueva-Clave-9' })).toMatchObject({
      error: { code: 'CHALLENGE_EXPIRED' },
    });
  });

  it('is not a session and a session token is not a challenge', async () => {
    const { complete } = await challenged();
    expect(await complete.execute({ challenge: 'token-999', newPassword: 'Nueva-Clave-9' })).toMatchObject({
      error: { code: 'CHALLENGE_EXPIRED' },
    });
  });
});
