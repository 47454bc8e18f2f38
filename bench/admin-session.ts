import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The password of the benches' shopper account. */
const BENCH_SHOPPER_PASSWORD = 'Fragancia-Compradora-7';

/**
 * A session cookie of a shopper who signed up as a person does: signUp, the code from the dev outbox
 * (`DATA_DIR/outbox`, written by the store's mail worker), confirmSignUp, then signIn.
 */
export async function shopperSession(url: string, dataDir: string, email = 'compradora@bench.pe'): Promise<string> {
  const password = BENCH_SHOPPER_PASSWORD;
  const signedUp = await post(
    url,
    'mutation($e: String!, $p: String!) { signUp(email: $e, password: $p) { __typename } }',
    { e: email, p: password },
  );
  if (!signedUp.ok) throw new Error(`signUp: ${await signedUp.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  let code: string | undefined;
  for (let tries = 0; tries < 100 && !code; tries++) {
    const mail = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((file) => file.includes(email.replace(/[^a-z0-9@.-]/gi, '_')))
          .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
          .find((text) => /Tu código: \d{6}/.test(text))
      : undefined;
    code = /Tu código: (\d{6})/.exec(mail ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no confirmation code for ${email} in ${outbox}`);
  const confirmed = await post(
    url,
    'mutation($e: String!, $c: String!) { confirmSignUp(email: $e, code: $c) { __typename } }',
    { e: email, c: code },
  );
  if (!confirmed.ok) throw new Error(`confirmSignUp: ${await confirmed.text()}`);
  const signIn = await post(
    url,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInOutcome { status } } }',
    { e: email, p: password },
  );
  const text = await signIn.text();
  const cookies = signIn.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (!text.includes('SIGNED_IN') || cookies.length === 0) throw new Error(`shopper signIn: ${text}`);
  return cookies.join('; ');
}
