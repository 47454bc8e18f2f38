import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../../fixtures/products';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Tienda/ProductGrid',
  component: ProductGrid,
  args: { label: 'Productos', children: null },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Lista responsiva de tarjetas de producto: 2 columnas en el móvil y más según el ancho.

**Úsalo** para el catálogo, los resultados y las promociones, con un \`ProductCard\` por hijo.

**No lo uses** para contenidos que no son productos ni para filas que rotan (usa \`Carousel\`).`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  render: (args) => (
    <ProductGrid {...args}>
      {[...sampleProducts, ...sampleProducts].map((product, index) => (
        <ProductCard key={`${product.href}-${index}`} {...product} />
      ))}
    </ProductGrid>
  ),
};

export const WideCards: Story = {
  args: { minItemWidth: '320px', label: 'Promociones' },
  render: (args) => (
    <ProductGrid {...args}>
      {sampleProducts.slice(0, 3).map((product) => (
        <ProductCard key={product.href} {...product} />
      ))}
    </ProductGrid>
  ),
};
