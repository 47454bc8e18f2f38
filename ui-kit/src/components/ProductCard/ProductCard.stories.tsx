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
  title: 'Components/ProductCard',
  component: ProductCard,
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
