import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionLabel } from './PromotionLabel';

const meta = {
  title: 'Components/PromotionLabel',
  component: PromotionLabel,
  args: { title: '¡EN PROMOCIÓN!', subtitle: 'Hasta 30/11/2026' },
  argTypes: { variant: { control: 'inline-radio', options: ['active', 'today', 'upcoming'] } },
} satisfies Meta<typeof PromotionLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const OnlyToday: Story = {
  args: { title: '¡SOLO POR HOY!', subtitle: undefined, variant: 'today' },
};

export const Upcoming: Story = {
  args: { title: 'Próximamente en promoción', subtitle: '-20% desde 01/12/2026', variant: 'upcoming' },
};
