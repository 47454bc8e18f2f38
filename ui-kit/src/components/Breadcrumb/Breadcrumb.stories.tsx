import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Genéricos/Breadcrumb',
  component: Breadcrumb,
  parameters: {
    docs: {
      description: {
        component: `Migas de pan (Inicio › Productos › Promociones) dentro de un \`<nav>\` con nombre; el último elemento es la página actual.

**Úsalo** en páginas de más de un nivel, normalmente en el \`breadcrumb\` de \`PageHeader\`.

**No lo uses** como navegación principal ni en la página de inicio.`,
      },
    },
  },
  args: {
    items: [{ label: 'Inicio', href: '/' }, { label: 'Productos', href: '/web-products' }, { label: 'Promociones' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Promotions: Story = {};

export const ProductFromBrand: Story = {
  args: {
    items: [
      { label: 'Inicio', href: '/' },
      { label: 'Maison Lys', href: '/brand/12?name=Maison%20Lys' },
      { label: 'Rosa Nocturna Eau de Parfum 100 ml' },
    ],
  },
};

export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, ...props }) => <a data-router-link="" href={`#${href}`} {...props} />,
  },
};
