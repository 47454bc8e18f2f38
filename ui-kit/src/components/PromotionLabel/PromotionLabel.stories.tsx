import { promotionLabel } from '@esencia/domain/catalog/promotion-display';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionLabel } from './PromotionLabel';

const meta = {
  title: 'Tienda/PromotionLabel',
  component: PromotionLabel,
  parameters: {
    docs: {
      description: {
        component: `Titular de promoción ('¡EN PROMOCIÓN!', '¡SOLO POR HOY!', 'Próximamente en promoción') con una línea opcional debajo: la fecha de fin ('Hasta 30/11/2026') o, si aún no empieza, el descuento y su fecha de inicio ('-20% desde el 01/12/2026'). Los textos los escribe el dominio (\`promotionLabel\` de \`@esencia/domain/catalog/promotion-display\`) y llegan del servidor como \`headline\` y \`detail\`. En un espacio estrecho el texto pasa a otra línea.

**Úsalo** en la tarjeta o la ficha de un producto en promoción.

**No lo uses** para el porcentaje de descuento (usa \`DiscountBadge\`).`,
      },
    },
  },
  tags: ['autodocs'],
  args: { title: '¡EN PROMOCIÓN!', subtitle: 'Hasta 30/11/2026' },
  argTypes: { variant: { control: 'inline-radio', options: ['active', 'today', 'upcoming'] } },
} satisfies Meta<typeof PromotionLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const OnlyToday: Story = {
  args: { title: '¡SOLO POR HOY!', subtitle: undefined, variant: 'today' },
};

const upcoming = promotionLabel(
  { isPromoted: true, type: 'percentage', discount: 20, startDate: '2026-12-01', endDate: '2026-12-31' },
  '2026-11-22',
);

export const Upcoming: Story = {
  args: { title: upcoming?.title ?? '', subtitle: upcoming?.detail ?? undefined, variant: 'upcoming' },
};

/** At a phone card's width the two lines wrap inside the label. */
export const AtCardWidth: Story = {
  args: { title: upcoming?.title ?? '', subtitle: upcoming?.detail ?? undefined, variant: 'upcoming' },
  decorators: [
    (Story) => (
      <div style={{ width: 140 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { title: upcoming?.title ?? '', subtitle: upcoming?.detail ?? undefined, variant: 'upcoming' },
};
