import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../../fixtures/products';
import { Button } from '../Button';
import { PriceTag } from '../PriceTag';
import { LoadingState } from '../Spinner';
import { Carousel } from './Carousel';

const featured = sampleProducts.slice(0, 3);

function Slide({ index }: { index: number }) {
  const product = featured[index];
  if (!product) return null;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 12rem) 1fr', gap: 24, alignItems: 'center' }}>
      <img src={product.imageUrl ?? undefined} alt="" style={{ width: '100%', borderRadius: 14 }} />
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <h2 style={{ margin: 0 }}>{product.name}</h2>
        <PriceTag price={product.price} originalPrice={product.originalPrice} size="lg" />
        <Button asChild>
          <a href={product.href}>Ver producto</a>
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Genéricos/Carousel',
  component: Carousel,
  parameters: {
    docs: {
      description: {
        component: `Una diapositiva a la vez, con avance automático (5 s), pausa al pasar el puntero o el foco, botón 'Pausar', flechas y puntos (patrón de carrusel WAI-ARIA). Los controles van en una fila cuando hay sitio; en un teléfono, los puntos arriba y los botones debajo (dos filas como mucho).

**Úsalo** para destacar pocos contenidos equivalentes, como los productos destacados de la portada.

**No lo uses** para contenido que hay que leer entero ni para listas largas (usa \`ProductGrid\`). Para las marcas está \`BrandCarousel\`.`,
      },
    },
  },
  tags: ['autodocs'],
  args: {
    label: 'Productos destacados',
    slideLabels: featured.map((product) => product.name),
    interval: 5000,
    onIndexChange: fn(),
    children: featured.map((product, index) => <Slide key={product.href} index={index} />),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's featured products (auto-advance every 5 s). */
export const FeaturedProducts: Story = {};

/** Next, previous (wrapping around) and the dots. */
export const ManualNavigation: Story = {
  args: { interval: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: /Ir a la diapositiva 2/ }));
  },
};

/** A short interval shows the rotation; the live region stays off while it plays. */
export const AutoAdvance: Story = {
  args: { interval: 200 },
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement).getByRole('group');
    await expect(slide.parentElement).toHaveAttribute('aria-live', 'off');
  },
};

/** 'Pausar' stops the rotation and turns the live region on; the button then reads 'Reanudar'. */
export const PausedByUser: Story = {
  args: { interval: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    // Move the pointer away so only the user's pause holds the carousel.
    await userEvent.unhover(canvas.getByRole('region', { name: 'Productos destacados' }));
    await expect(canvas.getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
  },
};

/** Hovering the carousel pauses it. */
export const PausesOnHover: Story = {
  args: { interval: 200 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('region', { name: 'Productos destacados' }));
  },
};

/** A single slide has nothing to rotate: no controls. */
export const SingleSlide: Story = {
  args: {
    slideLabels: featured.slice(0, 1).map((product) => product.name),
    children: <Slide index={0} />,
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { interval: 0 },
};

const tenNames = Array.from({ length: 10 }, (_, index) => `Fragancia ${index + 1}`);

/** Ten featured products at a phone's width (390 px less the page margins): two rows of controls. */
export const PhoneWidth: Story = {
  args: {
    slideLabels: tenNames,
    children: tenNames.map((name) => <h2 key={name}>{name}</h2>),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * The slides are still loading: the frame, one placeholder with a slide's box (image frame and text column)
 * and the controls' room, invisible, so the page below does not move when the slides arrive.
 */
export const Loading: Story = {
  args: {
    loading: true,
    loadingSlideCount: 3,
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 12rem) 1fr', gap: 24, alignItems: 'center' }}>
        <div style={{ aspectRatio: '1', borderRadius: 14, background: 'var(--esc-color-surface-muted)' }} />
        <LoadingState text="Cargando productos destacados..." />
      </div>
    ),
  },
};
