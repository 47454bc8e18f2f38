import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from '../Breadcrumb';
import { Select } from '../Select';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Genéricos/PageHeader',
  component: PageHeader,
  parameters: {
    docs: {
      description: {
        component: `Cabecera de una página: migas de pan opcionales, el título (un único \`<h1>\`), un subtítulo y acciones como el orden del catálogo.

**Úsalo** al principio del contenido de cada página.

**No lo uses** para títulos de secciones internas ni dos veces en la misma página.`,
      },
    },
  },
  args: { title: 'Mis Pedidos' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithSubtitle: Story = {
  args: {
    title: 'Identificación',
    subtitle: 'Ingresa datos verídicos: los usaremos para el pago y la entrega de tu pedido.',
  },
};

export const CatalogueHeader: Story = {
  args: {
    title: 'Promociones',
    subtitle: 'Fragancias seleccionadas con descuento por tiempo limitado.',
    breadcrumb: (
      <Breadcrumb
        items={[
          { label: 'Inicio', href: '/' },
          { label: 'Productos', href: '/web-products' },
          { label: 'Promociones' },
        ]}
      />
    ),
    actions: (
      <Select
        label="Ordenar por"
        inline
        defaultValue="position"
        options={[
          { value: 'position', label: 'Destacados' },
          { value: 'price-asc', label: 'Precio: menor a mayor' },
          { value: 'price-desc', label: 'Precio: mayor a menor' },
          { value: 'name', label: 'Nombre (A-Z)' },
        ]}
      />
    ),
  },
};
