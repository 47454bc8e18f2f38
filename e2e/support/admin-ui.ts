import { expect, type Page } from '@playwright/test';
import { createAdmin } from './admin';

const NEW_PASSWORD = 'Duena-Perfumes-2026';

/**
 * A new admin (the real `admin:create` CLI) signs in through the storefront's UI — the top bar on a wide
 * screen, the ☰ menu on a phone — and changes the temporary password; the storefront stays on screen.
 * `onNewPassword` runs while 'Cambiar Contraseña' is open and filled in, before it is sent (a journey's checks).
 */
export async function signInAsNewAdminInStorefront(
  page: Page,
  { phone, onNewPassword }: { phone: boolean; onNewPassword?: () => Promise<void> },
): Promise<void> {
  const email = `duena.${Date.now()}-${Math.floor(Math.random() * 1e6)}@esencia.pe`;
  const temporary = createAdmin(email);
  const banner = page.getByRole('banner').first();

  await page.goto('/');
  if (phone) {
    await banner.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Iniciar Sesión' }).click();
  } else {
    await banner.getByRole('button', { name: 'Iniciar Sesión' }).click();
  }
  const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Contraseña', { exact: true }).fill(temporary);
  await signIn.getByRole('button', { name: 'Iniciar Sesión' }).click();
  const change = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
  await change.getByLabel('Nueva Contraseña').fill(NEW_PASSWORD);
  await onNewPassword?.();
  await change.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(change).toBeHidden();
}

/** {@link signInAsNewAdminInStorefront}, then the admin area opened from the top bar (Dashboard). */
export async function signInAsNewAdminInUi(
  page: Page,
  options: { phone: boolean; onNewPassword?: () => Promise<void> },
): Promise<void> {
  await signInAsNewAdminInStorefront(page, options);
  const banner = page.getByRole('banner').first();
  if (options.phone) {
    await banner.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Administración' }).click();
  } else {
    await banner.getByRole('link', { name: 'Admin', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Opens a section of the admin area from its navigation (the sidebar, or its menu on a phone). */
export async function openAdminSection(page: Page, section: string, { phone }: { phone: boolean }): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Menú de administración' }).click();
    await page
      .getByRole('dialog', { name: 'Administración' })
      .getByRole('link', { name: section, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: section, exact: true })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}
