import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
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
