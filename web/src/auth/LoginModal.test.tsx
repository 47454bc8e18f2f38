import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ConfirmSignUpDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SignUpDocument,
} from './account.generated';
import {
  type SignInMutation as SignInData,
  CompleteNewPasswordDocument,
  SignInDocument,
  SignOutDocument,
} from './session.generated';
import { meFixture } from '../test/fixtures';
import { renderRoute, sessionMock } from '../test/renderRoute';

const EMAIL = 'ana.quispe@correo.pe';
const PASSWORD = 'Fragancia-2026';
const ana = meFixture();

type SignInOutcome = Extract<SignInData['signIn'], { __typename: 'SignInOutcome' }>;

function signInMock(signIn: Partial<SignInOutcome>, variables = { email: EMAIL, password: PASSWORD }) {
  return {
    request: { query: SignInDocument, variables },
    result: {
      data: {
        signIn: {
          __typename: 'SignInOutcome' as const,
          status: 'SIGNED_IN' as const,
          challenge: null,
          me: null,
          ...signIn,
        },
      },
    },
  };
}

const signedIn = signInMock({ status: 'SIGNED_IN', me: ana });

/** A page without other data: only the session check runs. */
const PAGE = '/nosotros';

async function openLoginModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));
  return screen.findByRole('dialog', { name: 'Iniciar Sesión' });
}

function fill(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

function submit(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

async function signInWithForm() {
  const dialog = await openLoginModal();
  fill(dialog, 'Email', EMAIL);
  fill(dialog, 'Contraseña', PASSWORD);
  submit(dialog, 'Iniciar Sesión');
  return dialog;
}

describe('modal de inicio de sesión', () => {
  it('inicia sesión, se cierra solo y muestra el saludo con el menú de usuario', async () => {
    renderRoute(PAGE, [signedIn]);
    await signInWithForm();

    const greeting = await screen.findByRole('button', { name: 'Hola, ana.quispe' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // No leftover 'Confirmar salida' question: the modal closed by itself.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
    // Not an admin: no admin menu button.
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    fireEvent.keyDown(greeting, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(EMAIL)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('muestra el mensaje del servidor cuando las credenciales no son correctas', async () => {
    renderRoute(PAGE, [
      {
        request: { query: SignInDocument, variables: { email: EMAIL, password: PASSWORD } },
        result: {
          data: {
            signIn: {
              __typename: 'InvalidCredentialsError',
              errorCode: 'INVALID_CREDENTIALS',
              message: 'El correo o la contraseña no son correctos.',
            },
          },
        },
      },
    ]);
    const dialog = await signInWithForm();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.');
    expect(screen.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it("con CONFIRMATION_REQUIRED pasa a 'Confirmar Registro' y, al confirmar, inicia sesión", async () => {
    renderRoute(PAGE, [
      signInMock({ status: 'CONFIRMATION_REQUIRED' }),
      {
        request: { query: ConfirmSignUpDocument, variables: { email: EMAIL, code: '123456', password: PASSWORD } },
        result: { data: { confirmSignUp: { __typename: 'Success', success: true } } },
      },
      signedIn,
    ]);
    await signInWithForm();

    const confirm = await screen.findByRole('dialog', { name: 'Confirmar Registro' });
    expect(confirm).toHaveAccessibleDescription(`Te enviamos un código de confirmación a ${EMAIL}`);
    expect(within(confirm).getByRole('status')).toHaveTextContent('Tu cuenta aún no está confirmada');

    fill(confirm, 'Código de confirmación', '123456');
    submit(confirm, 'Confirmar');
    expect(await screen.findByRole('button', { name: 'Hola, ana.quispe' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("con NEW_PASSWORD_REQUIRED pasa a 'Cambiar Contraseña' y usa el challenge recibido", async () => {
    renderRoute(PAGE, [
      signInMock({ status: 'NEW_PASSWORD_REQUIRED', challenge: 'reto-123' }),
      {
        request: {
          query: CompleteNewPasswordDocument,
          variables: { challenge: 'reto-123', newPassword: 'Nueva-Clave-2026' },
        },
        result: {
          data: {
            completeNewPassword: { __typename: 'SignInOutcome', status: 'SIGNED_IN', challenge: null, me: ana },
          },
        },
      },
    ]);
    await signInWithForm();

    const change = await screen.findByRole('dialog', { name: 'Cambiar Contraseña' });
    expect(change).toHaveAccessibleDescription(expect.stringContaining('Por seguridad'));
    fill(change, 'Nueva Contraseña', 'Nueva-Clave-2026');
    submit(change, 'Cambiar Contraseña');

    expect(await screen.findByRole('button', { name: 'Hola, ana.quispe' })).toBeInTheDocument();
  });

  it("vuelve a 'Iniciar Sesión' con el mensaje del servidor si el cambio de contraseña expiró", async () => {
    renderRoute(PAGE, [
      signInMock({ status: 'NEW_PASSWORD_REQUIRED', challenge: 'reto-123' }),
      {
        request: {
          query: CompleteNewPasswordDocument,
          variables: { challenge: 'reto-123', newPassword: 'Nueva-Clave-2026' },
        },
        result: {
          data: {
            completeNewPassword: {
              __typename: 'ChallengeExpiredError',
              errorCode: 'CHALLENGE_EXPIRED',
              message: 'La sesión para cambiar la contraseña venció. Inicia sesión de nuevo.',
            },
          },
        },
      },
    ]);
    await signInWithForm();
    const change = await screen.findByRole('dialog', { name: 'Cambiar Contraseña' });
    fill(change, 'Nueva Contraseña', 'Nueva-Clave-2026');
    submit(change, 'Cambiar Contraseña');

    const signIn = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(within(signIn).getByRole('alert')).toHaveTextContent('La sesión para cambiar la contraseña venció.');
  });

  it('registro → confirmación → inicio de sesión automático con las credenciales ingresadas', async () => {
    renderRoute(PAGE, [
      {
        request: { query: SignUpDocument, variables: { email: 'Ana.Quispe@Correo.pe', password: PASSWORD } },
        result: {
          data: {
            signUp: { __typename: 'SignUpStarted', next: 'CONFIRM_SIGN_UP', email: EMAIL },
          },
        },
      },
      {
        request: { query: ConfirmSignUpDocument, variables: { email: EMAIL, code: '654321', password: PASSWORD } },
        result: { data: { confirmSignUp: { __typename: 'Success', success: true } } },
      },
      signedIn,
    ]);
    const dialog = await openLoginModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regístrate' }));
    const register = await screen.findByRole('dialog', { name: 'Registro' });
    fill(register, 'Email', 'Ana.Quispe@Correo.pe');
    fill(register, 'Contraseña', PASSWORD);
    submit(register, 'Registrarse');

    const confirm = await screen.findByRole('dialog', { name: 'Confirmar Registro' });
    // The e-mail as the server normalised it.
    expect(confirm).toHaveAccessibleDescription(`Te enviamos un código de confirmación a ${EMAIL}`);
    fill(confirm, 'Código de confirmación', '654321');
    submit(confirm, 'Confirmar');

    expect(await screen.findByRole('button', { name: 'Hola, ana.quispe' })).toBeInTheDocument();
  });

  it('recupera la contraseña: código por correo, nueva contraseña y de vuelta a iniciar sesión', async () => {
    renderRoute(PAGE, [
      {
        request: { query: RequestPasswordResetDocument, variables: { email: EMAIL } },
        result: {
          data: { requestPasswordReset: { __typename: 'Success', success: true } },
        },
      },
      {
        request: {
          query: ResetPasswordDocument,
          variables: { email: EMAIL, code: '111222', newPassword: 'Nueva-Clave-2026' },
        },
        result: { data: { resetPassword: { __typename: 'Success', success: true } } },
      },
    ]);
    const dialog = await openLoginModal();
    fireEvent.click(within(dialog).getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
    fill(forgot, 'Email', EMAIL);
    submit(forgot, 'Enviar código');

    const reset = await screen.findByRole('dialog', { name: 'Restablecer contraseña' });
    fill(reset, 'Código', '111222');
    fill(reset, 'Nueva Contraseña', 'Nueva-Clave-2026');
    submit(reset, 'Guardar contraseña');

    const signIn = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(within(signIn).getByRole('status')).toHaveTextContent('Tu contraseña fue actualizada');
    expect(within(signIn).getByLabelText('Email')).toHaveValue(EMAIL);
  });

  it('cerrar sesión vacía la caché y vuelve a mostrar el botón de inicio de sesión', async () => {
    renderRoute(
      PAGE,
      [
        // Signed in at first; after signing out the refetched session answers null.
        { ...sessionMock(ana), maxUsageCount: 1 },
        { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
        sessionMock(null),
      ],
      { session: false },
    );

    fireEvent.keyDown(await screen.findByRole('button', { name: 'Hola, ana.quispe' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hola, ana.quispe' })).not.toBeInTheDocument();
  });
});
