import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpInDialog } from './support/sign-up';

const topBar = (page: Page) => page.getByRole('banner');

async function signIn(page: Page, email: string, password: string) {
  await topBar(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test.describe('Cuentas', () => {
  test('registro con código por correo, saludo, cierre de sesión e inicio de sesión de nuevo', async ({ page }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const localPart = `cliente.${stamp}`;
    const email = `${localPart}@correo.pe`;
    const password = 'Aroma-Nocturno-2026';
    const greeting = `Hola, ${localPart}`;

    await page.goto('/');

    // Register from the top bar.
    await topBar(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
    const signInDialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await expect(signInDialog).toBeVisible();
    await signInDialog.getByRole('button', { name: 'Regístrate' }).click();

    // 'Registro', then 'Confirmar Registro' with the code e-mailed to the dev outbox.
    await signUpInDialog(page, { email, password });

    // Signed in automatically: the modal closes and the greeting appears.
    const userMenuButton = topBar(page).getByRole('button', { name: greeting });
    await expect(userMenuButton).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The menu shows the e-mail, 'Perfil' and 'Cerrar sesión'; sign out.
    await userMenuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(topBar(page).getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(userMenuButton).toHaveCount(0);

    // The session really ended on the server: a reload still shows a guest.
    await page.reload();
    await expect(topBar(page).getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();

    // Sign in again.
    await signIn(page, email, password);
    await expect(userMenuButton).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The session survives a reload (HttpOnly cookie), and the profile page is open to the user.
    await page.reload();
    await expect(userMenuButton).toBeVisible();
    await userMenuButton.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByText('Usuario', { exact: true })).toBeVisible();

    await page.getByLabel('Nombre').fill('Cliente de Prueba');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText('Perfil actualizado')).toBeVisible();

    // Not an admin: /admin is the not-found page.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('un invitado no tiene perfil ni administración', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('credenciales incorrectas muestran el mensaje del servidor', async ({ page }) => {
    await page.goto('/');
    await signIn(page, `nadie.${Date.now()}@correo.pe`, 'Clave-Incorrecta-1');
    await expect(page.getByRole('dialog', { name: 'Iniciar Sesión' }).getByRole('alert')).toHaveText(
      'El correo o la contraseña no son correctos.',
    );
  });
});
