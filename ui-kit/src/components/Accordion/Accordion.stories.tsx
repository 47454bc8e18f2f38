import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';

const questions: AccordionItem[] = [
  {
    value: 'pedido',
    title: '¿Cómo realizo un pedido?',
    content: <p>Agrega tus perfumes al carrito, pulsa «Continuar compra» y completa tus datos en tres pasos.</p>,
  },
  {
    value: 'entrega',
    title: '¿Cuánto tarda la entrega?',
    content: <p>En Lima y Callao de 1 a 2 días hábiles; en provincias de 2 a 5 días hábiles.</p>,
  },
  {
    value: 'pago',
    title: '¿Qué métodos de pago aceptan?',
    content: <p>Yape, Plin, transferencia bancaria y link de pago Izipay.</p>,
  },
];

const meta = {
  title: 'Genéricos/Accordion',
  component: Accordion,
  parameters: {
    docs: {
      description: {
        component: `Lista de títulos que se despliegan para mostrar su contenido (patrón acordeón WAI-ARIA sobre Radix): cada título es un botón dentro de un encabezado; Enter o Espacio lo abren y las flechas pasan de un título a otro.

**Úsalo** para preguntas frecuentes o secciones opcionales que el usuario lee de a una.

**No lo uses** para contenido que todos deben leer (déjalo visible) ni para navegar entre páginas.`,
      },
    },
  },
  args: { items: questions },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed; opening one closes the other. */
export const Default: Story = {};

/** Opening the second question closes the first one. */
export const OneAtATime: Story = {
  args: { defaultOpen: ['pedido'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '¿Cuánto tarda la entrega?' }));
    await expect(canvas.getByRole('button', { name: '¿Cuánto tarda la entrega?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** With `multiple`, several answers stay open. */
export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '¿Cómo realizo un pedido?' }));
    await userEvent.click(canvas.getByRole('button', { name: '¿Qué métodos de pago aceptan?' }));
  },
};

/** Keyboard: the arrow keys move between titles, Enter opens. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '¿Cómo realizo un pedido?' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '¿Cuánto tarda la entrega?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
  },
};

/** Titles as h2 when the accordion is the page's main content. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: ['pedido'] },
};
