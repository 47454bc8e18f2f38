import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { TestimonialSlider, type Testimonial } from './TestimonialSlider';

const testimonials: Testimonial[] = [
  {
    quote: 'Mi perfume llegó al día siguiente y perfectamente empacado. ¡Ya es mi tienda de confianza!',
    author: 'María Fernanda R.',
    detail: 'Clienta en Miraflores',
    rating: 5,
  },
  {
    quote: 'Me asesoraron por WhatsApp hasta encontrar el aroma ideal para regalar. Excelente atención.',
    author: 'Jorge L.',
    detail: 'Cliente en Arequipa',
    rating: 5,
  },
  {
    quote: 'Productos originales y buenos precios. Pagué con Yape y todo fue muy rápido.',
    author: 'Lucía P.',
    detail: 'Clienta en San Borja',
    rating: 4,
  },
];

/** A horizontal swipe over the slide: pointer down at `from`, up at `to` (px). */
async function swipe(element: Element, from: number, to: number) {
  // Built by hand: jsdom has no PointerEvent, and a MouseEvent carries the same clientX.
  await fireEvent(element, new MouseEvent('pointerdown', { bubbles: true, clientX: from }));
  await fireEvent(element, new MouseEvent('pointerup', { bubbles: true, clientX: to }));
}

const slide = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');

const meta = {
  title: 'Tienda/TestimonialSlider',
  component: TestimonialSlider,
  parameters: {
    docs: {
      description: {
        component: `Testimonios de clientes, uno a la vez: avanza cada 5 s (se detiene al pasar el puntero o el foco, o con 'Pausar') y un deslizamiento horizontal de al menos 50 px pasa al siguiente (hacia la izquierda) o al anterior (hacia la derecha).

**Úsalo** en la página Nosotros para mostrar opiniones reales de clientes.

**No lo uses** para productos (usa \`Carousel\`) ni para reseñas que el usuario deba comparar (muéstralas en lista).`,
      },
    },
  },
  args: { testimonials, onIndexChange: fn() },
} satisfies Meta<typeof TestimonialSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The about-us page's three testimonials, changing every 5 s. */
export const AboutUs: Story = {};

/** A swipe to the left of exactly 50 px shows the next testimonial. */
export const SwipeToNext: Story = {
  play: async ({ canvasElement }) => {
    await swipe(slide(canvasElement), 200, 150);
  },
};

/** A swipe to the right goes back, wrapping to the last testimonial. */
export const SwipeToPrevious: Story = {
  play: async ({ canvasElement }) => {
    await swipe(slide(canvasElement), 100, 180);
  },
};

/** 49 px is not a swipe: the testimonial stays. */
export const ShortSwipeIgnored: Story = {
  play: async ({ canvasElement }) => {
    await swipe(slide(canvasElement), 200, 151);
    await swipe(slide(canvasElement), 100, 149);
  },
};

/** The arrows and the dots. */
export const ManualNavigation: Story = {
  args: { interval: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Testimonio siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Testimonio siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Testimonio anterior' }));
    await expect(canvas.getByRole('group')).toHaveAccessibleName('2 de 3: Jorge L.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al testimonio 3: Lucía P.' }));
  },
};

/** 'Pausar' stops the rotation; the button then reads 'Reanudar'. */
export const PausedByUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    // Move the pointer away so only the user's pause holds the slider (focus on the button does not count).
    await userEvent.unhover(canvas.getByRole('region', { name: 'Testimonios de clientes' }));
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { interval: 0 },
};
