import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Tienda/Acceso/SignInForm',
  component: SignInForm,
  parameters: {
    docs: {
      description: {
        component: `El paso **Iniciar Sesión** del modal de acceso: email y contraseña, con los enlaces '¿Olvidaste tu contraseña?' y 'Regístrate'. Valida poco a propósito: campos llenos y el formato de email del servidor; si la contraseña es correcta lo dice el servidor.

**Úsalo** dentro de \`AuthModal\` (que lo compone) o en una página de acceso propia, pasando \`busy\`, \`error\` y \`notice\` desde quien hace la petición.

**No lo uses** para crear cuentas ni cambiar contraseñas: ahí van \`RegisterForm\`, \`NewPasswordForm\` o \`ResetPasswordForm\`, que aplican la política de contraseñas completa.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: { onSubmit: fn(), onForgotPassword: fn(), onRegister: fn(), onValuesChange: fn() },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty submit shows what is missing; then any non-empty password goes (no policy at sign-in). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Ingresa tu email.');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription('Ingresa tu contraseña.');
    await userEvent.type(canvas.getByLabelText('Email'), ' ana@example.com ');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'corta' });
  },
};

/** The server's e-mail rule, with its message. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@correo');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Secreta#2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
  },
};

/** Prefilled from another step, e.g. after confirming the account. */
export const Prefilled: Story = {
  args: { defaultEmail: 'ana@example.com', notice: 'Tu cuenta fue confirmada. Ya puedes iniciar sesión.' },
};

/** While the request runs, and with the server's answer. */
export const BusyWithError: Story = {
  args: { busy: true, error: 'El correo o la contraseña no son correctos.' },
};

export const Links: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Regístrate' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};
