import { promotionLabel } from '@esencia/domain/catalog/promotion-display';
import { stockLabel } from '@esencia/domain/catalog/stock-level';
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
        component: `Un producto en una lista: imagen, marca, nombre, promoción, descripción corta (markdown ligero con sus negritas, cortada a 100 caracteres), precio con descuento y stock. Toda la tarjeta es un enlace a la ficha, cuyo nombre accesible empieza por lo que se ve (marca y nombre). Nada tapa la imagen salvo la píldora del descuento: la promoción va bajo el nombre, y en una tarjeta estrecha (dos columnas en un teléfono) el stock y las etiquetas pasan a otra línea en vez de cortarse.

**Úsalo** dentro de \`ProductGrid\` o de un \`Carousel\`, con \`renderLink\` para el router.

**No lo uses** en la ficha del producto (ahí van \`ProductGallery\`, \`PriceTag\`...) ni para las líneas del carrito.`,
      },
    },
  },
  tags: ['autodocs'],
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

// The domain writes the label: title, and the discount it will have with its start date.
const upcoming = promotionLabel(
  { isPromoted: true, type: 'percentage', discount: 20, startDate: '2026-12-01', endDate: '2026-12-31' },
  '2026-11-22',
);

/** The meta's args are a discounted product: these stories start from the regular one without it. */
const notDiscounted = { ...regular, originalPrice: undefined, discountLabel: undefined, promotionLabel: undefined };

export const UpcomingPromotion: Story = {
  args: {
    ...notDiscounted,
    // The discount does not apply yet: the price is the original one and there is no discount badge.
    promotionLabel: { title: upcoming?.title ?? '', subtitle: upcoming?.detail ?? undefined, variant: 'upcoming' },
  },
};

export const LastUnit: Story = {
  args: {
    ...notDiscounted,
    stockLabel: stockLabel(1).text,
    stockLevel: 'low',
  },
};

export const MarkdownDescription: Story = {
  args: {
    ...notDiscounted,
    description: `Notas de **ámbar gris** y **vainilla de Madagascar**.\n\nUn clásico oriental para la noche, con un fondo de cuero, sándalo y almizcle que dura horas.`,
  },
};

/** Two cards side by side as on a 390 px phone: the labels wrap inside the card instead of being cut. */
export const NarrowCards: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Story />
        <ProductCard
          {...regular}
          href="/product/5"
          name="Brisa de Paracas Eau de Toilette Intense 100 ml"
          promotionLabel={{
            title: upcoming?.title ?? '',
            subtitle: upcoming?.detail ?? undefined,
            variant: 'upcoming',
          }}
          stockLabel={stockLabel(5).text}
          stockLevel="low"
        />
      </div>
    ),
  ],
  args: { ...promoted, stockLabel: stockLabel(2).text },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
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
