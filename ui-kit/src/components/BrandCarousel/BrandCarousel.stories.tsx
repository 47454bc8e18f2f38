import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RenderLink } from '../../utils/link';
import { BrandCarousel, type BrandCarouselItem } from './BrandCarousel';

/** An offline SVG logo (initials on a coloured tile), so stories never depend on the network. */
function logo(initials: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">
<rect width="300" height="200" fill="${colour}"/>
<text x="150" y="125" font-family="serif" font-size="72" text-anchor="middle" fill="#ffffff">${initials}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const brands: BrandCarouselItem[] = [
  { id: 'b-1', name: 'Carolina Herrera', href: '/brand/b-1', logoUrl: logo('CH', '#6e1f3f') },
  { id: 'b-2', name: 'Dior', href: '/brand/b-2', logoUrl: logo('D', '#2a211c') },
  { id: 'b-3', name: 'Lancôme', href: '/brand/b-3', logoUrl: logo('L', '#b76e79') },
  { id: 'b-4', name: 'Paco Rabanne', href: '/brand/b-4', logoUrl: logo('PR', '#7a9e9f') },
  { id: 'b-5', name: 'Versace', href: '/brand/b-5', logoUrl: logo('V', '#d9a441') },
  { id: 'b-6', name: 'Yves Saint Laurent', href: '/brand/b-6', logoUrl: logo('YSL', '#5b4b8a') },
  { id: 'b-7', name: 'Hugo Boss', href: '/brand/b-7', logoUrl: null },
];

const meta = {
  title: 'Tienda/BrandCarousel',
  component: BrandCarousel,
  parameters: {
    docs: {
      description: {
        component: `Fila de logos y nombres de marcas, cada uno enlazado a su página; muestra 5, 3, 2 o 1 según el ancho y avanza una marca cada 3 s, con pausa.

**Úsalo** en la portada, para presentar las marcas.

**No lo uses** para productos (usa \`Carousel\` o \`ProductGrid\`) ni como índice completo de marcas.`,
      },
    },
  },
  args: { label: 'Marcas', brands },
} satisfies Meta<typeof BrandCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the canvas: 5 brands from 1200 px, 3 from 900, 2 from 600, 1 below. Moves every 3 s. */
export const Default: Story = {};

/** 'Siguiente' and 'Anterior' move one brand, wrapping around. */
export const PreviousNext: Story = {
  args: { interval: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(canvas.getByRole('link', { name: 'Hugo Boss' }).closest('li')).toHaveAttribute('data-offset', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByRole('link', { name: 'Dior' }).closest('li')).toHaveAttribute('data-offset', '0');
  },
};

/** Auto-advance (a short interval here, to see it move). */
export const AutoAdvance: Story = {
  args: { interval: 150 },
};

/** Hovering the carousel stops the rotation. */
export const PausedOnHover: Story = {
  args: { interval: 100 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Marcas' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-paused', 'true');
  },
};

/** 'Pausar marcas' holds the rotation even once the pointer leaves. */
export const PausedByUser: Story = {
  args: { interval: 100 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Marcas' });
    await userEvent.click(within(region).getByRole('button', { name: 'Pausar marcas' }));
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-paused', 'true');
    await expect(within(region).getByRole('button', { name: 'Reanudar marcas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

const navigate = fn();
const routerLink: RenderLink = ({ href, children, ...props }) => (
  <a
    href={href}
    data-router-link=""
    {...props}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

/** With a router: `renderLink` renders every brand link. */
export const CustomLink: Story = {
  args: { renderLink: routerLink, interval: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Carolina Herrera' }));
    await expect(navigate).toHaveBeenCalledWith('/brand/b-1');
  },
};

/** A large store's 300 brands: only the 5 the widest screen shows are in the page, whichever come first. */
export const ManyBrands: Story = {
  args: {
    interval: 0,
    brands: Array.from({ length: 300 }, (_, index) => ({
      id: `m-${index + 1}`,
      name: `Marca ${index + 1}`,
      href: `/brand/m-${index + 1}`,
      logoUrl: null,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    const links = canvas.getAllByRole('link', { hidden: true });
    await expect(links.map((link) => link.textContent)).toEqual([
      'Marca 300',
      'Marca 1',
      'Marca 2',
      'Marca 3',
      'Marca 4',
    ]);
  },
};

/** A large store's carousel: 300 brands, the first 10 loaded; the app loads the rest as `onShowing` asks. */
export const PartlyLoaded: Story = {
  args: {
    interval: 0,
    total: 300,
    onShowing: fn(),
    brands: Array.from({ length: 10 }, (_, index) => ({
      id: `m-${index + 1}`,
      name: `Marca ${index + 1}`,
      href: `/brand/m-${index + 1}`,
      logoUrl: null,
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.onShowing).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onShowing).toHaveBeenLastCalledWith(299);
    // Brand 300 is not loaded yet: an empty logo in its place, no link; the loaded ones after it.
    const items = canvas.getAllByRole('listitem', { hidden: true });
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveAttribute('aria-hidden', 'true');
    await expect(within(items[0]!).queryByRole('link', { hidden: true })).toBeNull();
    await expect(canvas.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([
      'Marca 1',
      'Marca 2',
      'Marca 3',
      'Marca 4',
    ]);
  },
};

export const Empty: Story = {
  args: { brands: [] },
};
