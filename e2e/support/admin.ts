import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The e2e store's embedded PostgreSQL (playwright.config.ts: DATA_DIR, EMBEDDED_POSTGRES_PORT), with the
 * superuser password its first start wrote beside the cluster (data/e2e/postgres.password). Read when used:
 * the file exists once the store has started.
 */
export function e2eDatabaseUrl(): string {
  const password = readFileSync(path.resolve(__dirname, '..', '..', 'data', 'e2e', 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${process.env.E2E_POSTGRES_PORT ?? '54400'}/esencia`;
}

/** `npm run admin:create` (the real CLI, against the running e2e store's database): the temporary password it prints. */
export function createAdmin(email: string): string {
  const output = execFileSync(
    process.execPath,
    ['-r', '@swc-node/register', 'src/interface/cli/create-admin.ts', email],
    {
      cwd: path.resolve(__dirname, '..', '..'),
      env: { ...process.env, DATABASE_URL: e2eDatabaseUrl() },
      encoding: 'utf8',
    },
  );
  const password = /Contraseña temporal .*: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${output}`);
  return password;
}

/** Runs a GraphQL operation with the context's cookies (a JSON POST satisfies the server's CSRF prevention). */
export async function graphql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** A new admin signed in through the API on `request` (the temporary password is changed first). */
export async function signInAsNewAdmin(request: APIRequestContext): Promise<void> {
  const email = `duena.${Date.now()}-${Math.floor(Math.random() * 1e6)}@esencia.pe`;
  const temporary = createAdmin(email);
  const started = await graphql<{ signIn: { status: string; challenge: string | null } }>(
    request,
    'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInOutcome { status challenge } } }',
    { e: email, p: temporary },
  );
  expect(started.signIn.status).toBe('NEW_PASSWORD_REQUIRED');
  const done = await graphql<{ completeNewPassword: { status: string } }>(
    request,
    'mutation ($c: String!, $n: String!) { completeNewPassword(challenge: $c, newPassword: $n) { ... on SignInOutcome { status } } }',
    { c: started.signIn.challenge, n: 'Duena-Perfumes-2026' },
  );
  expect(done.completeNewPassword.status).toBe('SIGNED_IN');
}
