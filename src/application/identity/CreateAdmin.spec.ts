import { inMemoryIdentity } from '../testing/in-memory-identity';
import { CreateAdmin } from './CreateAdmin';
import { UpdateProfile } from './UpdateProfile';
import { GetAccount } from './GetAccount';
import { ResendConfirmationCode } from './ResendConfirmationCode';

describe('CreateAdmin', () => {
  it('creates a confirmed admin with a temporary password that must be changed', async () => {
    const { services } = inMemoryIdentity();
    const result = await new CreateAdmin(services.uow, services.hasher, services.secrets, services.clock).execute({
      email: 'Duena@Esencia.pe',
    });
    expect(result.ok && result.value).toMatchObject({ email: 'duena@esencia.pe', created: true });
    const account = await services.accounts.findByEmail('duena@esencia.pe');
    expect(account).toMatchObject({ role: 'admin', mustChangePassword: true });
    expect(account?.confirmedAt).not.toBeNull();
    expect(account?.passwordHash).toBe(`hashed:${result.ok ? result.value.temporaryPassword : ''}`);
  });

  it('promotes an existing account and ends its sessions', async () => {
    const { services } = inMemoryIdentity();
    const user = await services.accounts.create({
      email: 'ana@correo.pe',
      passwordHash: 'x',
      role: 'user',
      name: 'Ana',
      confirmedAt: null,
      mustChangePassword: false,
    });
    await services.sessions.create({ accountId: user.id, tokenDigest: 'd', kind: 'session', createdAt: new Date() });
    const result = await new CreateAdmin(services.uow, services.hasher, services.secrets, services.clock).execute({
      email: 'ana@correo.pe',
    });
    expect(result.ok && result.value.created).toBe(false);
    expect(await services.accounts.findById(user.id)).toMatchObject({
      role: 'admin',
      mustChangePassword: true,
      name: 'Ana',
    });
    expect(services.sessions.rows).toHaveLength(0);
    expect(await services.accounts.hasAdmin()).toBe(true);
  });

  it('refuses an invalid e-mail', async () => {
    expect(
      await (({ uow, hasher, secrets, clock }) => new CreateAdmin(uow, hasher, secrets, clock))(
        inMemoryIdentity().services,
      ).execute({ email: 'nope' }),
    ).toMatchObject({
      error: { code: 'EMAIL_INVALID' },
    });
  });
});

describe('UpdateProfile and GetAccount', () => {
  it('saves a valid name and phone and refuses an empty name', async () => {
    const { services } = inMemoryIdentity();
    const account = await services.accounts.create({
      email: 'ana@correo.pe',
      passwordHash: 'x',
      role: 'user',
      name: '',
      confirmedAt: new Date(),
      mustChangePassword: false,
    });
    expect(await new UpdateProfile(services.accounts).execute(account.id, { name: '', phone: null })).toMatchObject({
      error: { message: 'El nombre es obligatorio' },
    });
    const saved = await new UpdateProfile(services.accounts).execute(account.id, {
      name: 'Ana Pérez',
      phone: '987654321',
    });
    expect(saved.ok && saved.value).toMatchObject({ name: 'Ana Pérez', phone: '987654321', email: 'ana@correo.pe' });
    expect((await new GetAccount(services.accounts).execute(account.id))?.name).toBe('Ana Pérez');
  });
});

describe('ResendConfirmationCode', () => {
  it('sends only to unconfirmed accounts', async () => {
    const { services, outbox } = inMemoryIdentity();
    await services.accounts.create({
      email: 'a@correo.pe',
      passwordHash: 'x',
      role: 'user',
      name: '',
      confirmedAt: null,
      mustChangePassword: false,
    });
    await services.accounts.create({
      email: 'b@correo.pe',
      passwordHash: 'x',
      role: 'user',
      name: '',
      confirmedAt: new Date(),
      mustChangePassword: false,
    });
    const resend = new ResendConfirmationCode(services.uow, services.secrets, services.clock, services.settings);
    await resend.execute({ email: 'a@correo.pe', ip: '10.0.0.1' });
    await resend.execute({ email: 'b@correo.pe', ip: '10.0.0.1' });
    await resend.execute({ email: 'c@correo.pe', ip: '10.0.0.1' });
    expect(outbox.map((m) => m.to)).toEqual(['a@correo.pe']);
  });
});
