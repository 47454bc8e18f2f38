import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './AppShell.stories';

describe('AppShell', () => {
  testStories(composeStories(stories), {
    Storefront: () => {
      // jsdom's role mapping also counts PageHeader's <header> inside <main>; browsers do not.
      const banner = screen.getAllByRole('banner').find((element) => element.closest('main') === null);
      if (!banner) throw new Error('No site header');
      expect(within(banner).getByRole('link', { name: 'Esencia' })).toHaveAttribute('href', '/');
      const nav = within(banner).getByRole('navigation', { name: 'Navegación principal' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/web-products', '/promotions', '/my-orders']);
      expect(within(banner).getByRole('button', { name: 'Cambiar tema' })).toBeInTheDocument();

      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'contenido-principal');
      expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
        'href',
        '#contenido-principal',
      );
      expect(within(main).getAllByRole('article')).toHaveLength(4);
      expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
        'href',
        '/contacto',
      );
    },
    Minimal: () => {
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('main')).getByRole('heading', { name: 'Página no encontrada' }),
      ).toBeInTheDocument();
    },
  });
});
