import { sessionVerdict, shouldTouch } from '../../domain/identity/session-policy';
import type { Clock } from '../ports/clock';
import type { AccountRepository, SecretGenerator, SessionRepository } from '../ports/identity';
import type { Viewer } from './viewer';

/** Who is behind a session cookie, if anyone. Expired sessions are deleted on sight. */
export class AuthenticateSession {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly accounts: AccountRepository,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(sessionToken: string | null): Promise<Viewer | null> {
    if (!sessionToken) return null;
    const session = await this.sessions.findByTokenDigest(this.secrets.digest(sessionToken));
    if (!session || session.kind !== 'session') return null;
    const now = this.clock.now();
    if (sessionVerdict(session, now) !== 'valid') {
      await this.sessions.delete(session.id);
      return null;
    }
    const account = await this.accounts.findById(session.accountId);
    if (!account) return null;
    if (shouldTouch(session, now)) await this.sessions.touch(session.id, now);
    return { accountId: account.id, sessionId: session.id, email: account.email, role: account.role };
  }
}
