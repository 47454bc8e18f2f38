import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Genéricos/ErrorState',
  component: ErrorState,
  parameters: {
    docs: {
      description: {
        component: `Mensaje de error anunciado como alerta, con un botón 'Intentar de nuevo' opcional; el tamaño \`compact\` sirve para menús y franjas.

**Úsalo** cuando falla una carga o una acción y el usuario puede reintentar o ir a otra parte.

**No lo uses** para el error de un campo de formulario (usa \`error\` de \`TextField\`) ni para listas vacías (usa \`EmptyState\`).`,
      },
    },
  },
  args: { message: 'Hubo un error al cargar los pedidos' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};

export const WithRetry: Story = {
  args: { message: 'Hubo un error al cargar los productos.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Intentar de nuevo' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithTitle: Story = {
  args: { title: 'No pudimos cargar el catálogo', message: 'Por favor, intenta de nuevo', onRetry: fn() },
};

export const Retrying: Story = {
  args: { message: 'Error al cargar el perfil', onRetry: fn(), retrying: true },
};

/** Inline in a menu: left-aligned, no icon, small button with the menu's own retry text. */
export const Compact: Story = {
  args: {
    size: 'compact',
    message: 'No pudimos cargar el catálogo',
    retryLabel: 'Por favor, intenta de nuevo',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Por favor, intenta de nuevo' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CompactMessageOnly: Story = {
  args: { size: 'compact', message: 'No se pudieron cargar las marcas' },
};

/** As a whole page: the title is the page's heading and a link leads home. */
export const PageWithAction: Story = {
  args: {
    title: 'Algo salió mal',
    titleAs: 'h1',
    message: 'Lo sentimos, ha ocurrido un error inesperado.',
    action: <a href="/">Volver al inicio</a>,
  },
};
