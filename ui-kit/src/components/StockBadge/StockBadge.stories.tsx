import { stockLabel } from '@esencia/domain/catalog/stock-level';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockBadge } from './StockBadge';

const meta = {
  title: 'Tienda/StockBadge',
  component: StockBadge,
  parameters: {
    docs: {
      description: {
        component: `El stock del producto como píldora de color ('Agotado', '¡Última unidad!', '¡Últimas 3 unidades!', 'Stock disponible'); el texto lleva el significado, así que el color nunca es la única pista. El texto lo escribe la regla del dominio (\`stockLabel\` de \`@esencia/domain/catalog/stock-level\`, el mismo que usa el servidor). En un espacio estrecho el texto pasa a otra línea en vez de cortarse.

**Úsalo** en las tarjetas y la ficha de producto.

**No lo uses** para otros estados, como el de un pedido o un pago.`,
      },
    },
  },
  tags: ['autodocs'],
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

export const LastUnit: Story = {
  args: { label: stockLabel(1).text, level: 'low' },
};

/** In a narrow card column the text wraps inside the badge instead of overflowing. */
export const Narrow: Story = {
  args: { label: stockLabel(4).text, level: 'low' },
  decorators: [
    (Story) => (
      <div style={{ width: 96 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { label: stockLabel(2).text, level: 'low' },
};
