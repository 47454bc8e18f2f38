import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeFieldsFragment } from '../../auth/session.generated';
import { meFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { CartRemindersDocument, SetCartRemindersDocument } from '../../cart/cartReminders.generated';
import { CART_REMINDERS_MESSAGES } from './CartRemindersSection';
import { ProfileDocument, UpdateProfileDocument } from './profile.generated';

const ana = meFixture();

function profileMock(me: MeFieldsFragment | null) {
  return { request: { query: ProfileDocument }, result: { data: { me } } };
}

const notFound = () => screen.findByRole('heading', { level: 1, name: 'Página no encontrada' });

describe('página de perfil (/profile)', () => {
  it("un invitado ve 'Página no encontrada'", async () => {
    renderRoute('/profile');

    expect(await notFound()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mi Perfil' })).not.toBeInTheDocument();
  });

  it('muestra los datos del usuario: email de solo lectura y el rol', async () => {
    renderRoute('/profile', [profileMock(ana)], { session: ana });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana Quispe');
    expect(screen.getByLabelText('Celular')).toHaveValue('987654321');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(ana.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('El email no se puede modificar');
    expect(screen.getByText('Usuario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' })).toBeInTheDocument();
  });

  it("guarda el nombre y el celular y avisa 'Perfil actualizado'", async () => {
    renderRoute(
      '/profile',
      [
        profileMock(ana),
        {
          request: { query: UpdateProfileDocument, variables: { name: 'Ana María Quispe', phone: null } },
          result: {
            data: {
              updateProfile: { ...ana, __typename: 'Me', name: 'Ana María Quispe', phone: null },
            },
          },
        },
      ],
      { session: ana },
    );

    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Ana María Quispe' } });
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const toasts = await screen.findByRole('region', { name: /Notificaciones/ });
    expect(await within(toasts).findByText('Perfil actualizado')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana María Quispe');
  });

  it('valida el nombre obligatorio y el celular antes de enviar', async () => {
    renderRoute('/profile', [profileMock(ana)], { session: ana });

    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Celular'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(screen.getByLabelText('Celular')).toHaveAccessibleDescription(
      expect.stringContaining('Ingrese un número de celular válido'),
    );
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });

  it('muestra el error del servidor en el campo (PROFILE_INVALID)', async () => {
    renderRoute(
      '/profile',
      [
        profileMock(ana),
        {
          request: { query: UpdateProfileDocument, variables: { name: 'Ana Quispe', phone: '987654321' } },
          result: {
            data: {
              updateProfile: {
                __typename: 'InvalidInputError',
                errorCode: 'PROFILE_INVALID',
                message: 'Ingrese un nombre válido (solo letras)',
                fieldErrors: [
                  { __typename: 'FieldError', field: 'name', message: 'Ingrese un nombre válido (solo letras)' },
                ],
              },
            },
          },
        },
      ],
      { session: ana },
    );

    await screen.findByLabelText('Nombre');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Ingrese un nombre válido (solo letras)'),
    );
  });

  it("si la carga falla muestra 'Error al cargar el perfil' y permite reintentar", async () => {
    renderRoute(
      '/profile',
      [{ request: { query: ProfileDocument }, error: new Error('Failed to fetch') }, profileMock(ana)],
      { session: ana },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el perfil');
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana Quispe');
  });

  it("'Recordarme mi carrito guardado' muestra lo elegido y guarda un cambio al instante", async () => {
    renderRoute(
      '/profile',
      [
        profileMock(ana),
        { request: { query: CartRemindersDocument }, result: { data: { cartReminders: true } } },
        {
          request: { query: SetCartRemindersDocument, variables: { on: false } },
          result: { data: { setCartReminders: false } },
        },
      ],
      { session: ana },
    );
    const reminders = await screen.findByRole('checkbox', { name: 'Recordarme mi carrito guardado' });
    expect(reminders).toBeChecked();
    fireEvent.click(reminders);
    const toasts = await screen.findByRole('region', { name: /Notificaciones/ });
    expect(await within(toasts).findByText(CART_REMINDERS_MESSAGES.off)).toBeInTheDocument();
    await waitFor(() => expect(reminders).not.toBeChecked());
  });

  it('si no se puede guardar el recordatorio lo avisa y deja el interruptor como estaba', async () => {
    renderRoute(
      '/profile',
      [
        profileMock(ana),
        { request: { query: CartRemindersDocument }, result: { data: { cartReminders: false } } },
        { request: { query: SetCartRemindersDocument, variables: { on: true } }, error: new Error('red caída') },
      ],
      { session: ana },
    );
    const reminders = await screen.findByRole('checkbox', { name: 'Recordarme mi carrito guardado' });
    expect(reminders).not.toBeChecked();
    fireEvent.click(reminders);
    const toasts = await screen.findByRole('region', { name: /Notificaciones/ });
    expect(await within(toasts).findByText(CART_REMINDERS_MESSAGES.saveFailed)).toBeInTheDocument();
    await waitFor(() => expect(reminders).toBeEnabled());
    expect(reminders).not.toBeChecked();
  });
});
