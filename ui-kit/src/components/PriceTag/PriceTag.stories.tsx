import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Tienda/PriceTag',
  component: PriceTag,
  parameters: {
    docs: {
      description: {
        component: `El precio actual y, si hay descuento, el original tachado (anunciados como 'Precio actual' y 'Precio original').

**Úsalo** para todo precio de producto, con los importes ya formateados ('S/ 99.90').

**No lo uses** para calcular importes: solo muestra los textos que recibe.`,
      },
    },
  },
  args: { price: 'S/ 129.90' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const Discounted: Story = {
  args: { price: 'S/ 99.90', originalPrice: 'S/ 129.90' },
};

export const Small: Story = {
  args: { price: 'S/ 45.00', originalPrice: 'S/ 60.00', size: 'sm' },
};

export const Large: Story = {
  args: { price: 'S/ 349.90', size: 'lg' },
};
