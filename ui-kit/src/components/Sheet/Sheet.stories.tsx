import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { DialogClose } from '../Dialog';
import { Sheet } from './Sheet';

const meta = {
  title: 'Genéricos/Sheet',
  component: Sheet,
  parameters: {
    docs: {
      description: {
        component: `Panel lateral que entra desde un borde y ocupa todo el alto: el \`Dialog\` del kit (Radix: foco atrapado, Escape, título como nombre accesible) pegado a la derecha o a la izquierda. El cuerpo se desplaza entre el título y el pie, que quedan fijos.

**Úsalo** para contenido que acompaña a la página sin salir de ella: el carrito, el menú del teléfono.

**No lo uses** para confirmar una acción corta (usa \`Dialog\`) ni para avisos que no piden nada (usa \`Toast\`).`,
      },
    },
  },
  args: {
    title: 'Carrito de compras',
    trigger: <Button>Abrir panel</Button>,
    onOpenChange: fn(),
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index} style={{ margin: 0 }}>
        Línea {index + 1}: Rosa Nocturna Eau de Parfum 100 ml × 1 — S/ 103.92
      </p>
    )),
    footer: (
      <DialogClose asChild>
        <Button fullWidth>Listo</Button>
      </DialogClose>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['right', 'left'] },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};

export const Left: Story = { args: { side: 'left', title: 'Menú', defaultOpen: true } };

export const OpenByDefault: Story = { args: { defaultOpen: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };
