import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Tienda/Acceso/RegisterForm',
  component: RegisterForm,
  parameters: {
    docs: {
      description: {
        component: `El paso **Registro** del modal de acceso: email y contraseña nueva. Aplica, antes de enviar, las mismas reglas que el servidor (\`@esencia/domain\`): el formato de email y la política de contraseñas completa (8 caracteres, mayúsculas, minúsculas, números, símbolos, nada demasiado común ni el nombre del email), con los mismos mensajes. La política se muestra como ayuda bajo la contraseña.

**Úsalo** para crear una cuenta, dentro de \`AuthModal\` o en una página propia.

**No lo uses** para iniciar sesión (\`SignInForm\`: allí no se valida la política) ni para cambiar la contraseña de una cuenta existente (\`NewPasswordForm\`, \`ResetPasswordForm\`).`,
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
  args: { onSubmit: fn(), onSignIn: fn(), onValuesChange: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'Ana.Quispe@Correo.pe');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Fragancia-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'Ana.Quispe@Correo.pe', password: 'Fragancia-2026' });
  },
};

/** Long enough, every class of character, but on every breach list: refused like the server does. */
export const CommonPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@correo.pe');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'Password1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
  },
};

/** Every rule a short password breaks, in one message; it follows the input once shown. */
export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@correo.pe');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await expect(canvas.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'DEFGH');
  },
};

/** The password may not be the e-mail's own name. */
export const PasswordIsEmailName: Story = {
  args: { defaultEmail: 'anaperez@correo.pe', defaultPassword: 'Anaperez1!' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Registrarse' }));
  },
};

export const SignInLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Inicia Sesión' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { error: 'Ya existe una cuenta con ese email.', defaultEmail: 'ana@correo.pe' },
};
