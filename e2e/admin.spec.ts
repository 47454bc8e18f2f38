import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The owner's first sign-in: `npm run admin:create` (the real CLI, against the
 * running e2e store's embedded PostgreSQL) prints a temporary password; signing
 * in with it leads to 'Cambiar Contraseña' before anything else, then to the
 * admin area.
 */
const E2E_DATABASE_URL = `postgres://postgres:esencia@127.0.0.1:${process.env.E2E_POSTGRES_PORT ?? '54400'}/esencia`;

function createAdmin(email: string): string {
  const output = execFileSync(
    process.execPath,
    ['-r', '@swc-node/register', 'src/interface/cli/create-admin.ts', email],
    {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL },
      encoding: 'utf8',
    },
  );
  const password = /Contraseña temporal .*: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${output}`);
  return password;
}

test('un administrador nuevo cambia su contraseña temporal y entra al panel', async ({ page }) => {
  const email = `duena.${Date.now()}@esencia.pe`;
  const temporary = createAdmin(email);

  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Iniciar Sesión' }).click();
  const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Contraseña', { exact: true }).fill(temporary);
  await signIn.getByRole('button', { name: 'Iniciar Sesión' }).click();

  const change = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
  await expect(change).toBeVisible();
  // Not signed in yet: the admin area is still hidden.
  await expect(banner.getByRole('link', { name: 'Administración' })).toHaveCount(0);
  await change.getByLabel('Nueva Contraseña').fill('Duena-Perfumes-2026');
  await change.getByRole('button', { name: 'Cambiar Contraseña' }).click();

  await expect(change).toBeHidden();
  await banner.getByRole('link', { name: 'Administración' }).click();
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
});
