import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../../fixtures/products';
import type { LinkRenderProps } from '../../utils/link';
import { ProductCard } from './ProductCard';

const [promoted, regular, oneDay, soldOut] = sampleProducts as [
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
];

const meta = {
  title: 'Tienda/ProductCard',
  component: ProductCard,
  parameters: {
    docs: {
      description: {
        component: `Un producto en una lista: imagen, marca, nombre, descripción corta (100 caracteres), precio con descuento y promoción, y stock. Toda la tarjeta es un enlace a la ficha.

**Úsalo** dentro de \`ProductGrid\` o de un \`Carousel\`, con \`renderLink\` para el router.

**No lo uses** en la ficha del producto (ahí van \`ProductGallery\`, \`PriceTag\`...) ni para las líneas del carrito.`,
      },
    },
  },
  args: promoted,
  argTypes: { stockLevel: { control: 'inline-radio', options: ['out', 'low', 'available'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Promoted: Story = {};

export const Regular: Story = {
  args: { ...regular, originalPrice: undefined, discountLabel: undefined, promotionLabel: undefined },
};

export const OneDayPromotion: Story = {
  args: oneDay,
};

export const UpcomingPromotion: Story = {
  args: {
    ...regular,
    promotionLabel: { title: 'Próximamente en promoción', subtitle: '-20% desde 01/12/2026', variant: 'upcoming' },
  },
};

export const SoldOut: Story = {
  args: { ...soldOut, originalPrice: undefined, discountLabel: undefined, promotionLabel: undefined },
};

export const BrokenImage: Story = {
  args: { ...regular, imageUrl: '/no-existe/perfume.jpg', imageAlt: 'Frasco de Ámbar Real' },
};

export const WithoutImage: Story = {
  args: { ...regular, imageUrl: null, imageAlt: undefined },
};

/** How the web app plugs in react-router: map `href` to the router link's `to`. */
function FakeRouterLink({ to, ...props }: Omit<LinkRenderProps, 'href'> & { to: string }) {
  return <a href={`#${to}`} data-router-link="" {...props} />;
}

export const WithRouterLink: Story = {
  args: {
    ...regular,
    renderLink: ({ href, ...props }) => <FakeRouterLink to={href} {...props} />,
  },
};
