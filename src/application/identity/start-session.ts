import type { SecretGenerator, SessionKind, SessionRepository } from '../ports/identity';

/** Creates a session (or challenge) and returns its token; only the token's digest is stored. */
export async function startSession(
  sessions: SessionRepository,
  secrets: SecretGenerator,
  now: Date,
  accountId: string,
  kind: SessionKind,
): Promise<string> {
  const token = secrets.token();
  await sessions.create({ accountId, tokenDigest: secrets.digest(token), kind, createdAt: now });
  return token;
}
