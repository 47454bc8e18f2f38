import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Tienda/Acceso/ForgotPasswordForm',
  component: ForgotPasswordForm,
  parameters: {
    docs: {
      description: {
        component: `El paso **Recuperar contraseña**: el email al que el servidor enviará un código para restablecerla. Valida el email con la regla del servidor.

**Úsalo** tras '¿Olvidaste tu contraseña?'; el paso siguiente es \`ResetPasswordForm\`.

**No lo uses** para reenviar el código de confirmación de registro ('Reenviar código' de \`ConfirmSignUpForm\`).`,
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
  args: { onSubmit: fn(), onBack: fn(), onValuesChange: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled with the address typed in 'Iniciar Sesión'. */
export const Prefilled: Story = {
  args: { defaultEmail: 'ana@example.com' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar código' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com' });
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar código' }));
  },
};

export const Sending: Story = {
  args: { defaultEmail: 'ana@example.com', busy: true },
};
