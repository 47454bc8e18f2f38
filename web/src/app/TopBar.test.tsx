import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFixture } from '../test/fixtures';
import { stubScreen } from '../test/matchMedia';
import { renderRoute } from '../test/renderRoute';
import { COMPACT_TOP_BAR_QUERY } from './TopBar';

const PAGE = '/nosotros';
/** The site's header (a page may have its own <header> too). */
const topBar = () => screen.getByRole('link', { name: 'Esencia, ir al inicio' }).closest('header') as HTMLElement;

/** A phone-sized window: the top bar's media query matches. */
const onPhone = () => stubScreen(COMPACT_TOP_BAR_QUERY);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('barra superior', () => {
  it('en pantalla ancha: menú, búsqueda, inicio de sesión, tema, carrito y Mis pedidos', async () => {
    renderRoute(PAGE);

    expect(await within(topBar()).findByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(within(topBar()).getByRole('combobox', { name: 'Buscar productos' })).toBeInTheDocument();
    expect(within(topBar()).getByRole('button', { name: 'Cambiar tema' })).toBeInTheDocument();
    expect(within(topBar()).getByRole('button', { name: 'Carrito, vacío' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/my-orders');
    expect(within(topBar()).queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });

  it('en el teléfono: la búsqueda se abre en su fila y el menú ☰ lleva la cuenta', async () => {
    onPhone();
    renderRoute(PAGE);

    const searchButton = await within(topBar()).findByRole('button', { name: 'Buscar productos' });
    expect(within(topBar()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(topBar()).queryByRole('button', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
    expect(within(topBar()).getByRole('button', { name: 'Carrito, vacío' })).toBeInTheDocument();

    fireEvent.click(searchButton);
    const field = within(topBar()).getByRole('combobox', { name: 'Buscar productos' });
    expect(field).toHaveFocus();
    expect(within(topBar()).getByRole('button', { name: 'Cerrar búsqueda' })).toHaveAttribute('aria-expanded', 'true');
    // Escape on the empty field closes the row.
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(within(topBar()).queryByRole('combobox')).not.toBeInTheDocument();

    fireEvent.click(within(topBar()).getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/my-orders');
    expect(within(menu).getByRole('button', { name: 'Cambiar tema' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument());
  });

  it('en el teléfono, el menú ☰ se carga al primer uso y el foco vuelve a su botón al cerrarlo', async () => {
    onPhone();
    renderRoute(PAGE);

    const button = await within(topBar()).findByRole('button', { name: 'Abrir menú' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument());
    expect(within(topBar()).getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
  });

  it('en el teléfono, un administrador ve su saludo, Perfil, Administración y Cerrar sesión en el menú', async () => {
    onPhone();
    renderRoute(PAGE, [], { session: adminFixture() });

    fireEvent.click(await within(topBar()).findByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    expect(await within(menu).findByText('Hola, admin')).toBeInTheDocument();
    expect(within(menu).getByText('admin@esencia.pe')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
  });
});
