import type { IdentityServices } from './identity-services';

/** Ends this browser's session. */
export class SignOut {
  constructor(private readonly deps: Pick<IdentityServices, 'sessions' | 'secrets'>) {}

  async execute(sessionToken: string | null): Promise<void> {
    if (!sessionToken) return;
    const session = await this.deps.sessions.findByTokenDigest(this.deps.secrets.digest(sessionToken));
    if (session) await this.deps.sessions.delete(session.id);
  }
}
