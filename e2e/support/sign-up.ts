import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { graphql } from './admin';
import { latestCode, OUTBOX } from './outbox';

/** The 6-digit code e-mailed to `email` (the dev outbox), once it has arrived. */
async function emailedCode(email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => (code = await latestCode(email)), { message: `código para ${email} en ${OUTBOX}` })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * A shopper signs up through the open 'Registro' dialog: e-mail and password, 'Registrarse', then 'Confirmar
 * Registro' with the code e-mailed to the dev outbox. Signed in once it closes. `onConfirmStep` runs while
 * 'Confirmar Registro' is open, before the code is typed (a journey's checks of that step).
 */
export async function signUpInDialog(
  page: Page,
  { email, password, onConfirmStep }: { email: string; password: string; onConfirmStep?: () => Promise<void> },
): Promise<void> {
  const register = page.getByRole('dialog', { name: 'Registro' });
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Contraseña', { exact: true }).fill(password);
  await register.getByRole('button', { name: 'Registrarse' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirmar Registro' });
  await expect(confirm).toContainText(email);
  await onConfirmStep?.();
  await confirm.getByLabel('Código de confirmación').fill(await emailedCode(email));
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();
}

/**
 * A confirmed customer account made through the API on `request` (signUp, then confirmSignUp with the e-mailed
 * code), not signed in: for journeys about something else (registration itself is accounts.spec.ts's).
 */
export async function signUpThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const started = await graphql<{ signUp: { __typename: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { signUp(email: $email, password: $password) { __typename } }',
    { email, password },
  );
  expect(started.signUp.__typename).toBe('SignUpStarted');
  const confirmed = await graphql<{ confirmSignUp: { __typename: string } }>(
    request,
    'mutation ($email: String!, $code: String!) { confirmSignUp(email: $email, code: $code) { __typename } }',
    { email, code: await emailedCode(email) },
  );
  expect(confirmed.confirmSignUp.__typename).toBe('Success');
}
