import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { bottleImage } from '../../fixtures/products';
import { ProductImage } from './ProductImage';

const meta = {
  title: 'Tienda/ProductImage',
  component: ProductImage,
  parameters: {
    docs: {
      description: {
        component: `Imagen de un producto o de una marca que llena su caja; si falta o no carga, un frasco de reemplazo mantiene el diseño. Los archivos de la tienda (\`/files/…\`, salvo SVG) llevan un \`srcset\` con las variantes WebP que genera el servidor (320, 640, 960 y 1280 px): con \`sizes\` el navegador baja la más pequeña que llena la caja. Ancho y alto reservan la proporción antes de cargar, y la carga es diferida salvo en la imagen \`priority\` de la página.

**Úsalo** para toda imagen de catálogo cuya URL puede faltar; pasa \`sizes\` con el ancho en que se muestra y \`priority\` solo en la primera imagen de producto de la página.

**No lo uses** para iconos o ilustraciones de la interfaz.`,
      },
    },
  },
  args: { src: bottleImage('#b76e79'), alt: 'Rosa Nocturna' },
  decorators: [
    (Story) => (
      <div style={{ width: 240, height: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

/** No URL: the bottle placeholder keeps the layout and carries the alt text. */
export const Missing: Story = {
  args: { src: null },
};

/** A URL that fails to load falls back to the placeholder. */
export const Broken: Story = {
  args: { src: '/no-existe.png', alt: 'Ámbar Real' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Ámbar Real' });
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Ámbar Real' }).tagName).toBe('DIV'));
  },
};

/** Decorative (alt=''): the placeholder is hidden from assistive technology. */
export const DecorativePlaceholder: Story = {
  args: { src: undefined, alt: '' },
};

/** A store file: the server's WebP variants in `srcset`, with the width the box takes in `sizes`. */
export const Responsive: Story = {
  args: { src: '/files/products/rosa-nocturna.jpg', sizes: '240px', width: 800, height: 1000 },
};

/** The first product image of a page: loaded at once, with high priority. */
export const Priority: Story = {
  args: { src: '/files/products/rosa-nocturna.jpg', sizes: '240px', priority: true },
};

export const Cover: Story = {
  args: { fit: 'cover', loading: 'eager' },
};
