/** What a signed-in request carries: resolved from the session cookie on every request, never from the client. */
export interface Viewer {
  readonly accountId: string;
  readonly sessionId: string;
  readonly email: string;
  readonly role: 'user' | 'admin';
}
