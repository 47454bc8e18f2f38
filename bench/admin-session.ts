import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The password the benches choose for a new store's demo admin. */
const BENCH_ADMIN_PASSWORD = 'Fragancia-Segura-7-Bench';

async function post(url: string, query: string, variables: object, cookie?: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
}

/**
 * A session cookie of a new store's demo admin (`DATA_DIR/admin-demo.txt`), signed in as a person would: the
 * temporary password, then a new one of its own (completeNewPassword sets the cookie).
 */
export async function demoAdminSession(url: string, dataDir: string): Promise<string> {
  const file = readFileSync(path.join(dataDir, 'admin-demo.txt'), 'utf8');
  const email = /^Correo: (.+)$/m.exec(file)?.[1]?.trim();
  const password = /^Contraseña temporal: (.+)$/m.exec(file)?.[1]?.trim();
  if (!email || !password) throw new Error('admin-demo.txt has no e-mail or password');
  const signIn = await post(
    url,
    `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) {
      __typename ... on SignInOutcome { status challenge } } }`,
    { email, password },
  );
  const signedIn = (await signIn.json()) as { data?: { signIn?: { challenge?: string } } };
  const challenge = signedIn.data?.signIn?.challenge;
  if (!challenge) throw new Error(`admin sign-in: ${JSON.stringify(signedIn)}`);
  const completed = await post(
    url,
    `mutation($challenge: String!, $newPassword: String!) { completeNewPassword(challenge: $challenge, newPassword: $newPassword) {
      __typename ... on SignInOutcome { status } } }`,
    { challenge, newPassword: BENCH_ADMIN_PASSWORD },
  );
  const text = await completed.text();
  const cookies = completed.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (!text.includes('SIGNED_IN') || cookies.length === 0) throw new Error(`completeNewPassword: ${text}`);
  return cookies.join('; ');
}
