import type { IdentityServices } from './identity-services';

/** Revokes every session of the account, on every device. Returns how many were ended. */
export class SignOutEverywhere {
  constructor(private readonly deps: Pick<IdentityServices, 'sessions'>) {}

  execute(accountId: string): Promise<number> {
    return this.deps.sessions.deleteAllForAccount(accountId);
  }
}
