import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockBadge } from './StockBadge';

const meta = {
  title: 'Tienda/StockBadge',
  component: StockBadge,
  parameters: {
    docs: {
      description: {
        component: `El stock del producto como píldora de color ('Agotado', '¡Últimas 3 unidades!', 'Stock disponible'); el texto lleva el significado, así que el color nunca es la única pista.

**Úsalo** en las tarjetas y la ficha de producto.

**No lo uses** para otros estados, como el de un pedido o un pago.`,
      },
    },
  },
  args: { label: 'Stock disponible', level: 'available' },
  argTypes: { level: { control: 'inline-radio', options: ['out', 'low', 'available'] } },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};

export const Low: Story = {
  args: { label: '¡Últimas 3 unidades!', level: 'low' },
};

export const Out: Story = {
  args: { label: 'Agotado', level: 'out' },
};
