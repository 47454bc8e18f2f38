import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bottleImage } from '../../fixtures/products';
import { ProductGallery } from './ProductGallery';

const images = [bottleImage('#b76e79'), bottleImage('#d9a441', '#6e1f3f'), bottleImage('#7a9e9f')];

/** How long the first opening may wait for the lightbox's chunk (a busy test machine compiles it on demand). */
const LIGHTBOX_LOAD_TIMEOUT_MS = 5000;

const meta = {
  title: 'Tienda/ProductGallery',
  component: ProductGallery,
  parameters: {
    docs: {
      description: {
        component: `La imagen principal del producto con miniaturas para elegir otra; al pulsarla se abre el \`Lightbox\`. Avance automático opcional, en pausa con el puntero, el foco o el visor abierto. El código del visor no viaja con la galería: se descarga al pasar el puntero por la imagen o al enfocarla, y el visor aparece al primer clic en cuanto llega.

**Úsalo** en la ficha del producto.

**No lo uses** en listados (la tarjeta ya muestra una imagen) ni para banners.`,
      },
    },
  },
  args: {
    productName: 'Rosa Nocturna',
    images,
    style: { maxWidth: 420 },
  },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainImageAndExtras: Story = {};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
};

/** No image, or a broken one: the bottle placeholder keeps the layout. */
export const NoImage: Story = {
  args: { images: [] },
};

export const BrokenImage: Story = {
  args: { images: ['/no-existe.png'] },
};

/** A thumbnail picks the main image. */
export const PickThumbnail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver imagen 3 de 3' }));
    await expect(canvas.getByRole('button', { name: 'Ver imagen 3 de 3' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * Clicking the main image opens the lightbox (its code is fetched on the first opening, so the dialog is
 * awaited); the arrows browse; Escape closes (no confirmation).
 */
export const Lightbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ampliar imagen: Rosa Nocturna, imagen 1 de 3' }));
    const dialog = await body.findByRole('dialog', { name: 'Rosa Nocturna' }, { timeout: LIGHTBOX_LOAD_TIMEOUT_MS });
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img', { name: 'Rosa Nocturna, imagen 2 de 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Auto-slide (off by default; the spec interval is 5000 ms, shortened here to see it move). */
export const AutoSlide: Story = {
  args: { autoSlide: true, interval: 200 },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
