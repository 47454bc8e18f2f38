import { ConfirmSignUp } from '../identity/ConfirmSignUp';
import { RequestPasswordReset } from '../identity/RequestPasswordReset';
import { ResetPassword } from '../identity/ResetPassword';
import { SignIn } from '../identity/SignIn';
import { SignUp } from '../identity/SignUp';
import type { NewAccount, PasswordHasher } from '../ports/identity';
import type { inMemoryIdentity } from './in-memory-identity';

export type InMemoryIdentityServices = ReturnType<typeof inMemoryIdentity>['services'];

/** The account use cases over the in-memory fakes; a spec may give its own hasher (e.g. one counting its checks). */
export function accountUseCases(services: InMemoryIdentityServices, hasher: PasswordHasher = services.hasher) {
  const { uow, secrets, clock, commonPasswords, settings } = services;
  return {
    signUp: new SignUp(uow, hasher, secrets, clock, commonPasswords, settings),
    confirmSignUp: new ConfirmSignUp(uow, hasher, secrets, clock, commonPasswords),
    signIn: new SignIn(uow, hasher, secrets, clock, settings),
    requestPasswordReset: new RequestPasswordReset(uow, secrets, clock, settings),
    resetPassword: new ResetPassword(uow, hasher, secrets, clock, commonPasswords),
  };
}

/** An account as if made long ago: ana@correo.pe, a confirmed user whose password is 'Fragancia-2026', unless told otherwise. */
export function createAccount(services: InMemoryIdentityServices, overrides: Partial<NewAccount> = {}) {
  return services.accounts.create({
    email: 'ana@correo.pe',
    passwordHash: 'hashed:Fragancia-2026',
    role: 'user',
    name: '',
    confirmedAt: new Date(),
    mustChangePassword: false,
    ...overrides,
  });
}
