import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './AdminShell.stories';

const composed = composeStories(stories);

const sidebar = () => screen.getByRole('navigation', { name: 'Administración' });

describe('AdminShell', () => {
  testStories(composed, {
    Products: () => {
      const nav = sidebar();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Dashboard', '/admin'],
        ['Productos', '/admin/products'],
        ['Historias', '/admin/stories'],
        ['Pedidos', '/admin/orders'],
        ['Marcas', '/admin/brands'],
        ['Categorías', '/admin/categories'],
        ['Configuración', '/admin/settings'],
      ]);
      expect(within(nav).getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

      // The three sections that do not exist yet: listed, not links, marked 'Próximamente'.
      for (const label of ['Clientes', 'Reportes', 'Usuarios']) {
        const item = within(nav).getByText(label).parentElement as HTMLElement;
        expect(item).toHaveAttribute('aria-disabled', 'true');
        expect(item).toHaveTextContent(`${label}Próximamente`);
        expect(item.closest('a')).toBeNull();
      }
      expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument();
    },
    Dashboard: () => {
      expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      expect(within(sidebar()).getByRole('link', { name: 'Productos' })).not.toHaveAttribute('aria-current');
    },
    PhoneMenu: async () => {
      const user = userEvent.setup();
      const menu = screen.getByRole('dialog', { name: 'Administración' });
      // Same links as the sidebar, current one marked.
      const nav = within(menu).getByRole('navigation', { name: 'Administración' });
      expect(within(nav).getAllByRole('link')).toHaveLength(7);
      expect(within(nav).getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByText('Clientes').parentElement).toHaveAttribute('aria-disabled', 'true');

      // Focus is trapped inside: tabbing past the last link wraps to the close button.
      expect(menu).toContainElement(document.activeElement as HTMLElement);
      within(nav).getByRole('link', { name: 'Configuración' }).focus();
      await user.tab();
      expect(within(menu).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();

      // Escape closes it and gives focus back to the menu button.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Menú de administración' })).toHaveFocus();
    },
    DarkTheme: () => {
      const current = within(sidebar()).getByRole('link', { name: 'Productos' });
      expect(resolvedStyle(current, 'background')).toBe(darkToken('color-accent-subtle'));
      expect(resolvedStyle(current, 'color')).toBe(darkToken('color-on-accent-subtle'));
    },
  });

  it('the skip link moves focus past the sidebar to the section', async () => {
    await composed.Products.run();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido de la sección' });
    expect(skip).toHaveAttribute('href', '#contenido-admin');
    // Hidden by clipping, its box still counts: no wider than the shell, or a 320 px phone scrolls sideways.
    expect(resolvedStyle(skip, 'max-width')).toBe('100%');
    expect(resolvedStyle(skip, 'white-space')).not.toBe('nowrap');
    fireEvent.click(skip);
    const content = document.getElementById('contenido-admin');
    expect(content).toHaveFocus();
    expect(content).toContainElement(screen.getByRole('heading', { level: 1, name: 'Productos' }));
  });

  it('following a link in the phone menu closes it without sending focus back to the button', async () => {
    const user = userEvent.setup();
    await composed.Products.run();
    await user.click(screen.getByRole('button', { name: 'Menú de administración' }));
    const menu = await screen.findByRole('dialog', { name: 'Administración' });
    const link = within(menu).getByRole('link', { name: 'Marcas' });
    // A plain <a> would leave the page in jsdom: stop the navigation, keep the click.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menú de administración' })).not.toHaveFocus();
  });

  it('a disabled section does not close the phone menu', async () => {
    const user = userEvent.setup();
    await composed.Products.run();
    await user.click(screen.getByRole('button', { name: 'Menú de administración' }));
    const menu = await screen.findByRole('dialog', { name: 'Administración' });
    await user.click(within(menu).getByText('Reportes'));
    expect(screen.getByRole('dialog', { name: 'Administración' })).toBeInTheDocument();
  });
});
