import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './EmptyState.stories';

describe('EmptyState', () => {
  testStories(composeStories(stories), {
    Default: () => {
      const title = screen.getByText('No hay productos disponibles.');
      expect(title.parentElement?.querySelector('svg')).not.toBeNull();
    },
    WithAction: () => {
      expect(screen.getByText('Cuando realices un pedido lo verás aquí.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/web-products');
    },
    SearchWithoutResults: () => {
      const title = screen.getByText('No encontramos productos que coincidan con tu búsqueda');
      expect(title.parentElement?.querySelector('svg')).toBeNull();
    },
    PageHeading: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
      expect(screen.getByText('404').closest('[aria-hidden="true"]')).not.toBeNull();
    },
  });
});
