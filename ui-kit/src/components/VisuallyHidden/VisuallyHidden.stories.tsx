import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Genéricos/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      description: {
        component: `Texto que leen los lectores de pantalla pero que no se ve.

**Úsalo** para dar contexto a un icono o a un dato visual ('Descuento', 'Precio original').

**No lo uses** para ocultar contenido a todos (usa \`hidden\`) ni para esconder etiquetas de campos que deberían verse.`,
      },
    },
  },
  args: { children: 'Descuento ' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear 'Descuento -20%'; the screen shows '-20%'. */
export const InsideABadge: Story = {
  render: (args) => (
    <span>
      <VisuallyHidden {...args} />
      -20%
    </span>
  ),
};

/** An icon-only control named by hidden text. */
export const IconButtonName: Story = {
  args: { children: 'Ver carrito' },
  render: (args) => (
    <Button variant="ghost" size="icon">
      <span aria-hidden="true">🛒</span>
      <VisuallyHidden {...args} />
    </Button>
  ),
};
