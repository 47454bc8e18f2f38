import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';

const meta = {
  title: 'Tienda/Acceso/ConfirmSignUpForm',
  component: ConfirmSignUpForm,
  parameters: {
    docs: {
      description: {
        component: `El paso **Confirmar Registro**: el código que el servidor envió por email al registrarse, con 'Reenviar código' y 'Volver a Iniciar Sesión'. Si se conoce el email de la cuenta (\`email\`), no se vuelve a pedir.

**Úsalo** justo después del registro, o cuando el servidor responde que la cuenta aún no está confirmada.

**No lo uses** para el código de recuperación de contraseña: ese va con la contraseña nueva en \`ResetPasswordForm\`.`,
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
} satisfies Meta<typeof ConfirmSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail is known: only the code is asked for. */
export const KnownEmail: Story = {
  args: { email: 'ana@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(canvas.getByLabelText('Código de confirmación')).toHaveAccessibleDescription('Ingresa el código.');
    await userEvent.type(canvas.getByLabelText('Código de confirmación'), ' 123456 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', code: '123456' });
  },
};

/** Unknown e-mail: 'Reenviar código' first needs a valid one. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'luis@');
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Email'), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResendCode).toHaveBeenCalledWith({ email: 'luis@example.com' });
  },
};

export const Verifying: Story = {
  args: { email: 'ana@example.com', busy: true, notice: 'Te enviamos un nuevo código a ana@example.com.' },
};

export const BackToSignIn: Story = {
  args: { email: 'ana@example.com' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Volver a Iniciar Sesión' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
