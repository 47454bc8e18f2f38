import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CreateAdmin } from '../../application/identity/CreateAdmin';
import type { TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import type { RunningStore } from '../composition-root';
import { graphqlClient, type GraphQLClient } from './graphql-client';

/** The accounts the GraphQL specs sign in with. */
export const ADMIN_EMAIL = 'duena@esencia.pe';
export const ADMIN_PASSWORD = 'Duena-Perfumes-1';
export const CUSTOMER_EMAIL = 'cliente@correo.pe';
export const CUSTOMER_PASSWORD = 'Fragancia-2026';

/** What the helpers need of a running server: a test store, or the bench's store seen through its url. */
interface Server {
  readonly url: string;
  readonly store: Pick<RunningStore, 'get' | 'deliverMail'>;
  /** Where the dev outbox lies (a test store without SMTP writes its mail there). */
  readonly filesDir?: string;
}

/** A client (a new one by default) signed in with an existing account; fails loudly when the server refuses. */
export async function signIn(
  server: Pick<Server, 'url'>,
  email: string,
  password: string,
  client = graphqlClient(server.url),
): Promise<GraphQLClient> {
  const { body } = await client.request<{ signIn: { status: string } }>(
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInOutcome { status } } }',
    { e: email, p: password },
  );
  if (body.data?.signIn.status !== 'SIGNED_IN') throw new Error(`${email} could not sign in: ${JSON.stringify(body)}`);
  return client;
}

/**
 * An administrator created with CreateAdmin (as `npm run create-admin` does) who signed in with the
 * temporary password and chose a new one: a client holding the admin's session.
 */
export async function signedInAdmin(
  server: Server,
  { email = ADMIN_EMAIL, password = ADMIN_PASSWORD }: { email?: string; password?: string } = {},
): Promise<GraphQLClient> {
  const created = await server.store.get(CreateAdmin).execute({ email });
  if (!created.ok) throw new Error(`could not create the admin ${email}: ${created.error.code}`);
  const admin = graphqlClient(server.url);
  const first = await admin.request<{ signIn: { challenge: string } }>(
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInOutcome { challenge } } }',
    { e: email, p: created.value.temporaryPassword },
  );
  const completed = await admin.request<{ completeNewPassword: { __typename: string } }>(
    'mutation($c: String!, $p: String!) { completeNewPassword(challenge: $c, newPassword: $p) { __typename } }',
    { c: first.body.data?.signIn.challenge, p: password },
  );
  if (completed.body.data?.completeNewPassword.__typename !== 'SignInOutcome' || admin.cookies.size === 0) {
    throw new Error(`the admin ${email} could not sign in: ${JSON.stringify([first.body, completed.body])}`);
  }
  return admin;
}

/**
 * A customer who signed up, confirmed the account with the mailed code and signed in, on a client of
 * its own. The code is read from the SMTP server when one is given, else from the dev outbox.
 */
export async function signedInCustomer(
  server: Server,
  email = CUSTOMER_EMAIL,
  { smtp, password = CUSTOMER_PASSWORD }: { smtp?: TestSmtpServer; password?: string } = {},
): Promise<GraphQLClient> {
  const client = graphqlClient(server.url);
  await client.request('mutation($e: String!, $p: String!) { signUp(email: $e, password: $p) { __typename } }', {
    e: email,
    p: password,
  });
  const code = smtp ? await smtp.latestCode(email) : await codeFromOutbox(server, email);
  await client.request('mutation($e: String!, $c: String!) { confirmSignUp(email: $e, code: $c) { __typename } }', {
    e: email,
    c: code,
  });
  return signIn(server, email, password, client);
}

async function codeFromOutbox(server: Server, email: string): Promise<string> {
  if (!server.filesDir) throw new Error('no SMTP server and no files directory to read the outbox from');
  await server.store.deliverMail();
  const dir = path.join(server.filesDir, 'outbox');
  const mail = readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .find((text) => text.includes(email) && /Tu código: \d{6}/.test(text));
  const code = /Tu código: (\d{6})/.exec(mail ?? '')?.[1];
  if (!code) throw new Error(`no confirmation code for ${email} in the outbox`);
  return code;
}
