import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Genéricos/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component: `Botón con variantes (\`primary\`, \`secondary\`, \`ghost\`, \`danger\`), tamaños y un estado \`loading\` que impide el doble envío; con \`asChild\` da su estilo a un enlace.

**Úsalo** para acciones: enviar un formulario, añadir al carrito, abrir un diálogo. Una sola acción \`primary\` por zona.

**No lo uses** para navegar a otra página sin \`asChild\` (un enlace debe ser un \`<a>\`), ni \`danger\` para acciones que no destruyen nada.`,
      },
    },
  },
  args: {
    children: 'Añadir al carrito',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Añadir al carrito' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Ver detalles' },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Seguir comprando' },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Eliminar del carrito' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Procesando...', children: 'Realizar pedido' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Procesando...' });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Siguiente' },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Ir a pagar' },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary' },
  render: (args) => (
    <Button {...args}>
      <a href="/web-products">Ver todos los productos</a>
    </Button>
  ),
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primario
      </Button>
      <Button {...args} variant="secondary">
        Secundario
      </Button>
      <Button {...args} variant="ghost">
        Fantasma
      </Button>
      <Button {...args} variant="danger">
        Peligro
      </Button>
    </div>
  ),
};
