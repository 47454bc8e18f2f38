import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockBadge } from './StockBadge';

const meta = {
  title: 'Components/StockBadge',
  component: StockBadge,
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
