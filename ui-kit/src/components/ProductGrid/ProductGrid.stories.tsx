import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../../fixtures/products';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  args: { label: 'Productos', children: null },
  parameters: { layout: 'fullscreen' },
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
