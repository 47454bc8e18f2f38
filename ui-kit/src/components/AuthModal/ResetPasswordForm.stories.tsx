import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Tienda/Acceso/ResetPasswordForm',
  component: ResetPasswordForm,
  parameters: {
    docs: {
      description: {
        component: `El paso **Restablecer contraseña**: el código enviado por email y la contraseña nueva (y el email, si no se conoce). Aplica la política de contraseñas completa del servidor, con sus mensajes; 'Reenviar código' pide otro código.

**Úsalo** después de \`ForgotPasswordForm\`.

**No lo uses** para confirmar un registro (\`ConfirmSignUpForm\`) ni para la contraseña temporal exigida al iniciar sesión (\`NewPasswordForm\`).`,
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
  args: { onSubmit: fn(), onResendCode: fn(), onBack: fn(), onValuesChange: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KnownEmail: Story = {
  args: { email: 'ana@example.com', notice: 'Si existe una cuenta con ana@example.com, te enviamos un código.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Código'), '654321');
    await userEvent.type(canvas.getByLabelText('Nueva Contraseña'), 'Nueva#Clave1');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar contraseña' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      code: '654321',
      newPassword: 'Nueva#Clave1',
    });
  },
};

/** Without a known e-mail every field is asked for; the password may not be the e-mail's name. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'rosamaria@correo.pe');
    await userEvent.type(canvas.getByLabelText('Código'), '111222');
    await userEvent.type(canvas.getByLabelText('Nueva Contraseña'), 'Rosamaria2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar contraseña' }));
  },
};

export const ResendCode: Story = {
  args: { email: 'ana@example.com' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResendCode).toHaveBeenCalledWith({ email: 'ana@example.com' });
  },
};

export const Saving: Story = {
  args: { email: 'ana@example.com', busy: true },
};
