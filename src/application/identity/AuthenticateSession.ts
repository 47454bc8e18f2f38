import { sessionVerdict, shouldTouch } from '../../domain/identity/session-policy';
import type { IdentityServices, Viewer } from './identity-services';

/** Who is behind a session cookie, if anyone. Expired sessions are deleted on sight. */
export class AuthenticateSession {
  constructor(private readonly deps: Pick<IdentityServices, 'sessions' | 'accounts' | 'secrets' | 'clock'>) {}

  async execute(sessionToken: string | null): Promise<Viewer | null> {
    if (!sessionToken) return null;
    const session = await this.deps.sessions.findByTokenDigest(this.deps.secrets.digest(sessionToken));
    if (!session || session.kind !== 'session') return null;
    const now = this.deps.clock.now();
    if (sessionVerdict(session, now) !== 'valid') {
      await this.deps.sessions.delete(session.id);
      return null;
    }
    const account = await this.deps.accounts.findById(session.accountId);
    if (!account) return null;
    if (shouldTouch(session, now)) await this.deps.sessions.touch(session.id, now);
    return { accountId: account.id, sessionId: session.id, email: account.email, role: account.role };
  }
}
