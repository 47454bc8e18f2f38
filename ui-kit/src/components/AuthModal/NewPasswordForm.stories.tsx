import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPasswordForm } from './NewPasswordForm';

const meta = {
  title: 'Tienda/Acceso/NewPasswordForm',
  component: NewPasswordForm,
  parameters: {
    docs: {
      description: {
        component: `El paso **Cambiar Contraseña**, que el servidor exige al iniciar sesión con una contraseña temporal (por ejemplo, la de un administrador recién creado). Aplica la política de contraseñas completa del servidor, con sus mensajes, y la muestra como ayuda.

**Úsalo** cuando el inicio de sesión responde que hace falta una contraseña nueva.

**No lo uses** para recuperar una contraseña olvidada (\`ForgotPasswordForm\` y \`ResetPasswordForm\`) ni como formulario de perfil.`,
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
  args: { email: 'admin@esencia.pe', onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva Contraseña'), 'Nueva-Clave-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar Contraseña' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'Nueva-Clave-2026' });
  },
};

/** The server's policy, message included. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva Contraseña'), 'abcdefgh');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar Contraseña' }));
  },
};

export const Updating: Story = {
  args: { busy: true },
};
