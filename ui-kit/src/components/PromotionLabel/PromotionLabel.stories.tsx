import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionLabel } from './PromotionLabel';

const meta = {
  title: 'Tienda/PromotionLabel',
  component: PromotionLabel,
  parameters: {
    docs: {
      description: {
        component: `Titular de promoción ('¡EN PROMOCIÓN!', '¡SOLO POR HOY!', 'Próximamente en promoción') con una línea de fecha opcional.

**Úsalo** en la tarjeta o la ficha de un producto en promoción.

**No lo uses** para el porcentaje de descuento (usa \`DiscountBadge\`).`,
      },
    },
  },
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
