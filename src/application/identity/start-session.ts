import type { IdentityServices } from './identity-services';
import type { SessionKind } from '../ports/identity';

/** Creates a session (or challenge) and returns its token; only the token's digest is stored. */
export async function startSession(
  deps: Pick<IdentityServices, 'sessions' | 'secrets' | 'clock'>,
  accountId: string,
  kind: SessionKind,
): Promise<string> {
  const token = deps.secrets.token();
  await deps.sessions.create({ accountId, tokenDigest: deps.secrets.digest(token), kind, createdAt: deps.clock.now() });
  return token;
}
