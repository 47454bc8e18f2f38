import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './Breadcrumb.stories';

describe('Breadcrumb', () => {
  testStories(composeStories(stories), {
    Promotions: () => {
      const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Inicio', '/'],
        ['Productos', '/web-products'],
      ]);
      const current = within(nav).getByText('Promociones');
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(current.closest('a')).toBeNull();
      expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    },
    ProductFromBrand: () => {
      expect(screen.getByRole('link', { name: 'Maison Lys' })).toHaveAttribute('href', '/brand/12?name=Maison%20Lys');
      expect(screen.getByText('Rosa Nocturna Eau de Parfum 100 ml')).toHaveAttribute('aria-current', 'page');
    },
    WithRouterLink: () => {
      const link = screen.getByRole('link', { name: 'Productos' });
      expect(link).toHaveAttribute('data-router-link');
      expect(link).toHaveAttribute('href', '#/web-products');
    },
  });
});
