import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './PageHeader.stories';

describe('PageHeader', () => {
  testStories(composeStories(stories), {
    TitleOnly: () => {
      const heading = screen.getByRole('heading', { level: 1, name: 'Mis Pedidos' });
      expect(heading.parentElement?.querySelector('p')).toBeNull();
    },
    WithSubtitle: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Identificación' })).toBeInTheDocument();
      expect(screen.getByText(/datos verídicos/)).toBeInTheDocument();
    },
    CatalogueHeader: () => {
      const header = screen.getByRole('heading', { level: 1, name: 'Promociones' }).closest('header');
      expect(header).toContainElement(screen.getByRole('navigation', { name: 'Ruta de navegación' }));
      expect(header).toContainElement(screen.getByRole('combobox', { name: 'Ordenar por' }));
    },
  });
});
