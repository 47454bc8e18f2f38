import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiscountBadge } from './DiscountBadge';

const meta = {
  title: 'Tienda/DiscountBadge',
  component: DiscountBadge,
  parameters: {
    docs: {
      description: {
        component: `Píldora con el descuento ('-20%'); los lectores de pantalla oyen 'Descuento -20%'.

**Úsalo** junto al precio o sobre la imagen de un producto rebajado.

**No lo uses** para otros estados del producto: el stock es \`StockBadge\` y la promoción \`PromotionLabel\`.`,
      },
    },
  },
  args: { label: '-20%' },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'accent', 'gold', 'neutral'] } },
} satisfies Meta<typeof DiscountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {};

export const FixedAmount: Story = {
  args: { label: '-S/15' },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <DiscountBadge {...args} tone="danger" label="-10%" />
      <DiscountBadge {...args} tone="accent" label="-15%" />
      <DiscountBadge {...args} tone="gold" label="-20%" />
      <DiscountBadge {...args} tone="neutral" label="-25%" />
    </div>
  ),
};
