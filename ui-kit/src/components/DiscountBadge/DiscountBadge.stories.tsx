import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiscountBadge } from './DiscountBadge';

const meta = {
  title: 'Components/DiscountBadge',
  component: DiscountBadge,
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
