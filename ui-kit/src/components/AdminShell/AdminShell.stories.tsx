import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { AdminShell, type AdminNavItem } from './AdminShell';

const SOON = 'Próximamente';

function adminItems(current: string): AdminNavItem[] {
  const sections: AdminNavItem[] = [
    { href: '/admin', label: 'Dashboard' },
    { href: '/admin/products', label: 'Productos' },
    { href: '/admin/stories', label: 'Historias' },
    { href: '/admin/orders', label: 'Pedidos' },
    { href: '/admin/brands', label: 'Marcas' },
    { href: '/admin/categories', label: 'Categorías' },
    { href: '/admin/customers', label: 'Clientes', disabled: true, badge: SOON },
    { href: '/admin/reports', label: 'Reportes', disabled: true, badge: SOON },
    { href: '/admin/users', label: 'Usuarios', disabled: true, badge: SOON },
    { href: '/admin/settings', label: 'Configuración' },
  ];
  return sections.map((item) => ({ ...item, current: item.href === current }));
}

function Section({ label }: { label: string }) {
  return (
    <>
      <PageHeader
        title={label}
        breadcrumb={
          <Breadcrumb label="Ruta de administración" items={[{ label: 'Admin', href: '/admin' }, { label }]} />
        }
      />
      <EmptyState
        title="Esta sección está en construcción"
        description="Muy pronto podrás gestionar esta sección desde aquí."
      />
    </>
  );
}

const meta = {
  title: 'Tienda/Administración/AdminShell',
  component: AdminShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `El marco del panel de administración: enlace para saltar al contenido de la sección, barra lateral con las secciones (la actual resaltada con \`aria-current="page"\`, las que aún no existen deshabilitadas con 'Próximamente') y el contenido. Hasta 768 px de ancho la barra lateral se vuelve un botón 'Menú de administración' que abre los mismos enlaces en un panel que atrapa el foco y se cierra con Escape.

**Úsalo** una sola vez, en el layout de las rutas /admin, con las migas 'Admin › {sección}' y el título de la sección como hijos.

**No lo uses** en la tienda (su marco es \`AppShell\`) ni para listas de enlaces dentro de una página.`,
      },
    },
  },
  args: {
    items: adminItems('/admin/products'),
    children: <Section label="Productos" />,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Products is the current section; Clientes, Reportes and Usuarios are listed but disabled. */
export const Products: Story = {};

export const Dashboard: Story = {
  args: { items: adminItems('/admin'), children: <Section label="Dashboard" /> },
};

/** On a phone the sidebar is a menu button; this story opens the menu. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de administración' }));
    await expect(await body.findByRole('dialog', { name: 'Administración' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
