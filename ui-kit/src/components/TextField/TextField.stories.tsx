import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Genéricos/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component: `Campo de texto con etiqueta, ayuda y error enlazados por \`aria-describedby\`; el tipo \`password\` añade 'Mostrar contraseña'.

**Úsalo** para toda entrada de texto de una línea en un formulario.

**No lo uses** sin etiqueta ni para elegir entre opciones fijas (usa \`Select\`).`,
      },
    },
  },
  args: {
    label: 'Email',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'tel', 'date'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Email'), 'ana@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
};

export const WithHint: Story = {
  args: {
    label: 'Nueva Contraseña',
    type: 'password',
    name: 'newPassword',
    autoComplete: 'new-password',
    hint: 'Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.',
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ana@', error: 'Ingresa un email válido.', required: true },
};

/** The eye button shows and hides the password; its name and aria-pressed follow the state. */
export const PasswordToggle: Story = {
  args: { label: 'Contraseña', type: 'password', name: 'password', autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await userEvent.type(input, 'Secreta#2024');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The profile's e-mail: read-only with a helper text. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: 'ana@example.com', hint: 'El email no se puede modificar', onChange: undefined },
};

export const Phone: Story = {
  args: {
    label: 'Celular',
    type: 'tel',
    name: 'phone',
    autoComplete: 'tel',
    inputMode: 'numeric',
    placeholder: '987654321',
    maxLength: 9,
  },
};

/** A day (the admin's order filters): the browser's own date picker, the value YYYY-MM-DD. */
export const Date: Story = {
  args: {
    label: 'Desde',
    type: 'date',
    name: 'from',
    autoComplete: undefined,
    min: '2026-01-01',
    defaultValue: '2026-11-22',
  },
};

export const Disabled: Story = {
  args: { label: 'Nombre', type: 'text', name: 'name', disabled: true, defaultValue: 'Ana Quispe' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { error: 'El email es obligatorio.', required: true, hint: 'Usaremos este correo para tus pedidos.' },
};
