import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AuthModal, type AuthView } from './AuthModal';

const meta = {
  title: 'Tienda/Acceso/AuthModal',
  component: AuthModal,
  parameters: {
    docs: {
      description: {
        component: `El modal de acceso de la tienda: iniciar sesión, registrarse, confirmar el registro, cambiar la contraseña temporal y recuperar la contraseña, con un formulario por paso (\`SignInForm\`, \`RegisterForm\`, \`ConfirmSignUpForm\`, \`NewPasswordForm\`, \`ForgotPasswordForm\`, \`ResetPasswordForm\`). Es presentacional: el padre hace las peticiones y elige el paso (\`view\`). Antes de enviar aplica las reglas del servidor (\`@esencia/domain\`) y al cerrarse pregunta 'Confirmar salida'.

**Úsalo** desde el botón 'Iniciar Sesión' de la cabecera.

**No lo uses** para editar el perfil de una cuenta con sesión, ni como página completa: ahí van directamente los formularios de cada paso.`,
      },
    },
  },
  args: {
    open: true,
    view: 'sign-in',
    onOpenChange: fn(),
    onViewChange: fn(),
    onSignIn: fn(),
    onRegister: fn(),
    onConfirm: fn(),
    onResendCode: fn(),
    onNewPassword: fn(),
    onForgot: fn(),
    onReset: fn(),
  },
  argTypes: {
    view: {
      control: 'select',
      options: ['sign-in', 'register', 'confirm', 'new-password', 'forgot', 'reset'],
    },
  },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The document body (the modal renders in a portal, outside the story canvas), once the open modal
 * is interactive: Radix turns pointer events back on for it right after mounting.
 */
const openModal = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return body;
};

/** Empty submit shows the field errors; valid input calls onSignIn with the trimmed e-mail. */
export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openModal(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Iniciar Sesión' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Ingresa tu email.');
    await expect(args.onSignIn).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Email'), ' ana@example.com ');
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'Secreta#2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'Secreta#2024' });
  },
};

export const Register: Story = {
  args: { view: 'register' },
};

/** The server's e-mail rule and full password policy run before sending, with the server's messages. */
export const InvalidInput: Story = {
  args: { view: 'register' },
  play: async ({ canvasElement }) => {
    const dialog = (await openModal(canvasElement)).getByRole('dialog', { name: 'Registro' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@');
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'corta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrarse' }));
  },
};

function SwitchingViews(props: ComponentProps<typeof AuthModal>) {
  const [view, setView] = useState<AuthView>(props.view);
  return (
    <AuthModal
      {...props}
      view={view}
      onViewChange={(next) => {
        setView(next);
        props.onViewChange(next);
      }}
    />
  );
}

/** '¿No tienes cuenta? Regístrate' and back with '¿Ya tienes cuenta? Inicia Sesión'; the e-mail is kept. */
export const ToggleSignInRegister: Story = {
  render: (args) => <SwitchingViews {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = await openModal(canvasElement);
    await userEvent.type(body.getByLabelText('Email'), 'ana@example.com');
    await expect(body.getByText('¿No tienes cuenta?')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Regístrate' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('register');
    const dialog = body.getByRole('dialog', { name: 'Registro' });
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    await expect(within(dialog).getByText('¿Ya tienes cuenta?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inicia Sesión' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('sign-in');
  },
};

export const SigningIn: Story = {
  args: { busy: true },
};

export const ServerError: Story = {
  args: { error: 'El correo o la contraseña no son correctos.' },
};

export const ConfirmSignUp: Story = {
  args: { view: 'confirm', email: 'ana@example.com' },
  play: async ({ canvasElement, args }) => {
    const dialog = (await openModal(canvasElement)).getByRole('dialog', { name: 'Confirmar Registro' });
    await userEvent.type(within(dialog).getByLabelText('Código de confirmación'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ email: 'ana@example.com', code: '123456' });
  },
};

export const ResendCode: Story = {
  args: { view: 'confirm', email: 'ana@example.com', notice: 'Te enviamos un nuevo código.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click((await openModal(canvasElement)).getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResendCode).toHaveBeenCalledWith({ email: 'ana@example.com' });
  },
};

export const Verifying: Story = {
  args: { view: 'confirm', email: 'ana@example.com', busy: true },
};

export const NewPasswordRequired: Story = {
  args: { view: 'new-password' },
  play: async ({ canvasElement, args }) => {
    const dialog = (await openModal(canvasElement)).getByRole('dialog', { name: 'Cambiar Contraseña' });
    const field = within(dialog).getByLabelText('Nueva Contraseña');
    await userEvent.type(field, 'corta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    await expect(args.onNewPassword).not.toHaveBeenCalled();
    await userEvent.type(field, 'Larga#2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar Contraseña' }));
    await expect(args.onNewPassword).toHaveBeenCalledWith({ newPassword: 'cortaLarga#2024' });
  },
};

export const Updating: Story = {
  args: { view: 'new-password', busy: true },
};

export const ForgotPassword: Story = {
  args: { email: 'ana@example.com' },
  render: (args) => <SwitchingViews {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = await openModal(canvasElement);
    await userEvent.click(body.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const dialog = body.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await expect(args.onForgot).toHaveBeenCalledWith({ email: 'ana@example.com' });
  },
};

export const ResetPassword: Story = {
  args: {
    view: 'reset',
    email: 'ana@example.com',
    notice: 'Si existe una cuenta con ese email, te enviamos un código.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = (await openModal(canvasElement)).getByRole('dialog', { name: 'Restablecer contraseña' });
    await userEvent.type(within(dialog).getByLabelText('Código'), '654321');
    await userEvent.type(within(dialog).getByLabelText('Nueva Contraseña'), 'Nueva#Clave1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar contraseña' }));
    await expect(args.onReset).toHaveBeenCalledWith({
      email: 'ana@example.com',
      code: '654321',
      newPassword: 'Nueva#Clave1',
    });
  },
};

/** Closed with a trigger, as in the top bar. */
export const WithTrigger: Story = {
  args: { open: undefined, trigger: <Button>Iniciar Sesión</Button> },
};

/** Escape asks 'Confirmar salida' before closing (spec). */
/** Leaving after typing asks 'Confirmar salida'. */
export const ConfirmOnLeave: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openModal(canvasElement);
    await userEvent.type(body.getByLabelText('Email'), 'ana@correo.pe');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await body.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Untouched (e.g. opened by a story's like), Escape just closes it: nothing typed to lose (issue 27). */
export const LeaveUntouched: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openModal(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { view: 'register', error: 'La contraseña no cumple la política de seguridad.' },
};
