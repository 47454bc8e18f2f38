import type { SessionRepository } from '../ports/identity';

/** Revokes every session of the account, on every device. Returns how many were ended. */
export class SignOutEverywhere {
  constructor(private readonly sessions: SessionRepository) {}

  execute(accountId: string): Promise<number> {
    return this.sessions.deleteAllForAccount(accountId);
  }
}
