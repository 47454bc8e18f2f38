import { inMemoryIdentity } from '../testing/in-memory-identity';
import { AuthenticateSession } from './AuthenticateSession';
import { SignOut } from './SignOut';
import { SignOutEverywhere } from './SignOutEverywhere';

async function signedIn() {
  const identity = inMemoryIdentity();
  const account = await identity.services.accounts.create({
    email: 'ana@correo.pe',
    passwordHash: 'x',
    role: 'admin',
    name: '',
    confirmedAt: new Date(),
    mustChangePassword: false,
  });
  for (const token of ['t1', 't2']) {
    await identity.services.sessions.create({
      accountId: account.id,
      tokenDigest: `digest(${token})`,
      kind: 'session',
      createdAt: identity.clock.now(),
    });
  }
  return {
    ...identity,
    account,
    authenticate: new AuthenticateSession(
      identity.services.sessions,
      identity.services.secrets,
      identity.services.clock,
    ),
  };
}

describe('AuthenticateSession', () => {
  it('resolves the viewer and role from the server-side session', async () => {
    const { authenticate, account } = await signedIn();
    expect(await authenticate.execute('t1')).toMatchObject({
      accountId: account.id,
      email: 'ana@correo.pe',
      role: 'admin',
    });
    expect(await authenticate.execute('forged')).toBeNull();
    expect(await authenticate.execute(null)).toBeNull();
  });

  it('expires after 30 idle minutes and deletes the session', async () => {
    const { authenticate, clock, services } = await signedIn();
    clock.advance(29 * 60_000);
    expect(await authenticate.execute('t1')).not.toBeNull();
    clock.advance(29 * 60_000);
    expect(await authenticate.execute('t1')).not.toBeNull();
    expect(await authenticate.execute('t2')).toBeNull();
    expect(services.sessions.rows).toHaveLength(1);
  });

  it('expires 12 hours after sign-in however active', async () => {
    const { authenticate, clock } = await signedIn();
    for (let i = 0; i < 24; i++) {
      clock.advance(29 * 60_000);
      await authenticate.execute('t1');
    }
    clock.advance(60 * 60_000);
    expect(await authenticate.execute('t1')).toBeNull();
  });

  it('signs out this device or every device', async () => {
    const { authenticate, services, account } = await signedIn();
    await new SignOut(services.sessions, services.secrets).execute('t1');
    expect(await authenticate.execute('t1')).toBeNull();
    expect(await authenticate.execute('t2')).not.toBeNull();
    expect(await new SignOutEverywhere(services.sessions).execute(account.id)).toBe(1);
    expect(await authenticate.execute('t2')).toBeNull();
  });
});
