import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../catalog/useCatalogueParams';
import { CatalogueProductsDocument } from '../pages/products/products.generated';
import { adminFixture, meFixture, productCardFixture, productPageFixture } from '../test/fixtures';
import { BREADCRUMB_NAME, renderRoute } from '../test/renderRoute';
import { ADMIN_SECTIONS, adminPath } from './adminSections';

const admin = adminFixture();
const sidebar = () => screen.getByRole('navigation', { name: 'Administración' });
const sectionHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** Sections whose screens are built (their own tests cover them): no 'en construcción' placeholder. */
const BUILT_SECTIONS = new Set(['', 'products', 'stories', 'orders', 'brands', 'categories', 'settings']);

describe('área de administración (/admin)', () => {
  // The admin routes are lazy: load their modules once up front, so the first test's
  // one-second findBy* does not also pay for compiling them when the machine is busy.
  beforeAll(async () => {
    await Promise.all([
      import('./AdminLayout'),
      import('./sections/UnderConstructionPage'),
      import('./sections/ComingSoonPage'),
      // Any unknown /admin address lands on the stories screen.
      import('./stories/StoriesAdminPage'),
    ]);
  });

  it("un usuario sin rol de administrador ve 'Página no encontrada' y no tiene el botón de administración", async () => {
    renderRoute('/admin/products', [], { session: meFixture() });

    expect(await sectionHeading('Página no encontrada')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hola, ana.quispe' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('banner')[0]!).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('un invitado tampoco entra', async () => {
    renderRoute('/admin');

    expect(await sectionHeading('Página no encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it("un administrador ve el Dashboard, la barra lateral y las migas 'Admin › Dashboard'", async () => {
    renderRoute('/admin', [], { session: admin });

    expect(await sectionHeading('Dashboard')).toBeInTheDocument();
    const adminLink = within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: 'Admin' });
    expect(adminLink).toHaveAttribute('href', '/admin');
    expect(adminLink).toHaveAccessibleDescription('Administración');
    expect(document.title).toBe('Dashboard · Admin — Esencia');

    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Productos', '/admin/products'],
      ['Historias', '/admin/stories'],
      ['Pedidos', '/admin/orders'],
      ['Marcas', '/admin/brands'],
      ['Categorías', '/admin/categories'],
      ['Configuración', '/admin/settings'],
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Clientes', 'Reportes', 'Usuarios']) {
      const item = within(sidebar()).getByText(label).parentElement as HTMLElement;
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveTextContent(`${label}Próximamente`);
      expect(item.closest('a')).toBeNull();
    }

    const breadcrumb = screen.getByRole('navigation', { name: BREADCRUMB_NAME });
    expect(within(breadcrumb).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(breadcrumb).getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Esta sección está en construcción')).not.toBeInTheDocument();
  });

  it.each(ADMIN_SECTIONS.map((section) => [adminPath(section), section] as const))(
    '%s tiene su título, sus migas y su enlace resaltado',
    async (path, section) => {
      const { router } = renderRoute(path, [], { session: admin });

      expect(await sectionHeading(section.label)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      const breadcrumb = screen.getByRole('navigation', { name: BREADCRUMB_NAME });
      expect(breadcrumb).toHaveTextContent(`Admin›${section.label}`);
      if (section.comingSoon) {
        expect(screen.getByText('Próximamente', { selector: 'p' })).toBeInTheDocument();
        expect(screen.queryByText('Esta sección está en construcción')).not.toBeInTheDocument();
      } else if (BUILT_SECTIONS.has(section.segment)) {
        expect(within(sidebar()).getByRole('link', { name: section.label })).toHaveAttribute('aria-current', 'page');
        expect(screen.queryByText('Esta sección está en construcción')).not.toBeInTheDocument();
      } else {
        expect(within(sidebar()).getByRole('link', { name: section.label })).toHaveAttribute('aria-current', 'page');
        expect(screen.getByText('Esta sección está en construcción')).toBeInTheDocument();
        expect(screen.getByText(section.purpose as string)).toBeInTheDocument();
      }
    },
  );

  it('/admin/dashboard lleva al Dashboard y una dirección desconocida a Historias', async () => {
    const { router } = renderRoute('/admin/dashboard', [], { session: admin });
    expect(await sectionHeading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');

    await router.navigate('/admin/no-existe');
    expect(await sectionHeading('Historias')).toBeInTheDocument();
    // The layout names an unknown section Historias at once; <Navigate> replaces the address in an effect.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/stories'));
  });

  it('al navegar con la barra lateral el foco pasa al título de la nueva sección', async () => {
    const { router } = renderRoute('/admin', [], { session: admin });
    await sectionHeading('Dashboard');

    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Productos' }));

    const heading = await sectionHeading('Productos');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(within(sidebar()).getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Productos · Admin — Esencia');
  });

  it('en el teléfono el menú lleva los mismos enlaces y se cierra al elegir una sección', async () => {
    const { router } = renderRoute('/admin/products', [], { session: admin });
    await sectionHeading('Productos');

    fireEvent.click(screen.getByRole('button', { name: 'Menú de administración' }));
    const menu = await screen.findByRole('dialog', { name: 'Administración' });
    const nav = within(menu).getByRole('navigation', { name: 'Administración' });
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Usuarios').parentElement).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(within(nav).getByRole('link', { name: 'Pedidos' }));

    const heading = await sectionHeading('Pedidos');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe('/admin/orders');
  });

  it('el enlace para saltar la barra lateral lleva el foco al contenido de la sección', async () => {
    renderRoute('/admin/brands', [], { session: admin });
    const heading = await sectionHeading('Marcas');

    fireEvent.click(screen.getByRole('link', { name: 'Saltar al contenido de la sección' }));

    const content = document.getElementById('contenido-admin');
    expect(content).toHaveFocus();
    expect(content).toContainElement(heading);
    expect(content).not.toContainElement(sidebar());
  });

  it('al volver a la tienda, lo que la tienda guardaba de antes se pide de nuevo (el administrador pudo cambiarlo)', async () => {
    const listing = (name: string) => ({
      request: {
        query: CatalogueProductsDocument,
        variables: { sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
      },
      result: {
        data: {
          products: productPageFixture([productCardFixture({ id: `p-${name}`, name })]),
        },
      },
    });
    const { router } = renderRoute('/web-products', [listing('Antes'), listing('Después')], { session: admin });
    expect(await screen.findByRole('heading', { name: 'Antes' })).toBeInTheDocument();

    await act(() => router.navigate('/admin'));
    expect(await sectionHeading('Dashboard')).toBeInTheDocument();
    await act(() => router.navigate('/web-products'));

    expect(await screen.findByRole('heading', { name: 'Después' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Antes' })).not.toBeInTheDocument();
  });
});
