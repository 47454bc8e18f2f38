import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Genéricos/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component: `Mensaje tranquilo para una lista o página sin nada que mostrar, con icono y una acción opcional.

**Úsalo** cuando la consulta funcionó pero no hay resultados: carrito vacío, sin pedidos, búsqueda sin coincidencias.

**No lo uses** para errores (usa \`ErrorState\`) ni mientras se carga (usa \`LoadingState\`).`,
      },
    },
  },
  args: { title: 'No hay productos disponibles.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No tienes pedidos pendientes.',
    description: 'Cuando realices un pedido lo verás aquí.',
    action: (
      <Button asChild>
        <a href="/web-products">Ver productos</a>
      </Button>
    ),
  },
};

export const SearchWithoutResults: Story = {
  args: { title: 'No encontramos productos que coincidan con tu búsqueda', icon: null },
};

/** As the page's content (not-found page): the title is the h1. */
export const PageHeading: Story = {
  args: {
    title: 'Página no encontrada',
    titleAs: 'h1',
    description: 'La página que buscas no existe o fue movida.',
    icon: <span>404</span>,
  },
};
