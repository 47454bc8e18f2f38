import { sessionVerdict, shouldTouch } from '../../domain/identity/session-policy';
import type { Clock } from '../ports/clock';
import type { SecretGenerator, SessionRepository } from '../ports/identity';
import type { Viewer } from './viewer';

/**
 * Who is behind a session cookie, if anyone: one read (the session with its account), and a touch at most once a
 * minute (the idle timeout slides). Expired sessions are deleted on sight.
 */
export class AuthenticateSession {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(sessionToken: string | null): Promise<Viewer | null> {
    if (!sessionToken) return null;
    const session = await this.sessions.findSignedIn(this.secrets.digest(sessionToken));
    if (!session) return null;
    const now = this.clock.now();
    if (sessionVerdict(session, now) !== 'valid') {
      await this.sessions.delete(session.id);
      return null;
    }
    if (shouldTouch(session, now)) await this.sessions.touch(session.id, now);
    return {
      accountId: session.accountId,
      sessionId: session.id,
      email: session.account.email,
      role: session.account.role,
    };
  }
}
