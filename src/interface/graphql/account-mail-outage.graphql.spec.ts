import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { graphqlClient } from '../testing/graphql-client';
import { signedInAdmin } from '../testing/accounts';
import { startTestStore, type TestStore } from '../testing/test-store';

/** An SMTP server that accepts the connection and never says a word (no greeting, no answers). */
interface BlackHole {
  readonly url: string;
  /** Connections accepted so far. */
  readonly sockets: Socket[];
  /** Resolves when the n-th connection arrives. */
  connection(n: number): Promise<void>;
  /** Resolves when any accepted connection is closed (the mailer gave up on it). */
  readonly firstClosed: Promise<void>;
  stop(): Promise<void>;
}

async function startBlackHole(): Promise<BlackHole> {
  const sockets: Socket[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  let closed!: () => void;
  const firstClosed = new Promise<void>((resolve) => (closed = resolve));
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => closed());
    for (const waiter of waiting.filter((w) => sockets.length >= w.n)) waiter.resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    sockets,
    firstClosed,
    connection: (n) =>
      sockets.length >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve })),
    stop: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const SIGN_UP = `mutation($email: String!, $password: String!) {
  signUp(email: $email, password: $password) { __typename ... on SignUpStarted { next } }
}`;
const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { __typename ... on SignInOutcome { status } }
}`;

describe('Accounts while the SMTP server accepts connections and never answers', () => {
  let api: TestStore;
  let blackHole: BlackHole;
  const clock = { now: () => new Date() };

  beforeAll(async () => {
    blackHole = await startBlackHole();
    api = await startTestStore({ clock, smtpUrl: blackHole.url, trustProxy: true });
  });

  afterAll(async () => {
    // Dropping the hung connections lets the deliveries fail (and be retried later) so the store stops at once.
    await blackHole.stop();
    await api.stop();
  });

  it('answers four sign-ups and an unrelated sign-in while every delivery hangs', async () => {
    await signedInAdmin(api, { email: 'duena@esencia.pe', password: 'Duena-Perfumes-1' });

    const recipients = [0, 1, 2, 3].map((i) => `cliente${i}@correo.pe`);
    const signUps = await Promise.all(
      recipients.map((email, i) =>
        graphqlClient(api.url, { 'x-forwarded-for': `198.51.100.${i + 1}` }).request(SIGN_UP, {
          email,
          password: 'Fragancia-2026',
        }),
      ),
    );
    for (const { body } of signUps) {
      expect(body).toEqual({ data: { signUp: { __typename: 'SignUpStarted', next: 'CONFIRM_SIGN_UP' } } });
    }
    // The delivery worker is now talking to the black hole, waiting for a greeting that never comes.
    await blackHole.connection(1);

    // The deadline is the mailer giving up on its first connection: the sign-in must not wait for it.
    const signIn = graphqlClient(api.url).request<{ signIn: { __typename: string; status: string } }>(SIGN_IN, {
      email: 'duena@esencia.pe',
      password: 'Duena-Perfumes-1',
    });
    const answer = await Promise.race([
      signIn,
      blackHole.firstClosed.then(() => {
        throw new Error('the sign-in waited for the SMTP server');
      }),
    ]);
    expect(answer.body).toEqual({ data: { signIn: { __typename: 'SignInOutcome', status: 'SIGNED_IN' } } });

    // ...and all four messages are still waiting, none lost: they stay queued for the next attempts.
    const pending = await api.store.dataSource.query(
      `SELECT recipient FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL ORDER BY recipient`,
    );
    expect(pending.map((row: { recipient: string }) => row.recipient)).toEqual(recipients);
    expect(blackHole.sockets.length).toBeGreaterThanOrEqual(1);
  });
});
