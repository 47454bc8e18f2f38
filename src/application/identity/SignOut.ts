import type { SecretGenerator, SessionRepository } from '../ports/identity';

/** Ends this browser's session. */
export class SignOut {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly secrets: SecretGenerator,
  ) {}

  async execute(sessionToken: string | null): Promise<void> {
    if (!sessionToken) return;
    const session = await this.sessions.findByTokenDigest(this.secrets.digest(sessionToken));
    if (session) await this.sessions.delete(session.id);
  }
}
