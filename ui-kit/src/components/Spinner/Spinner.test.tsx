import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './Spinner.stories';

describe('Spinner and LoadingState', () => {
  testStories(composeStories(stories), {
    Standalone: () => {
      expect(screen.getByRole('status', { name: 'Cargando' })).toHaveAttribute('data-size', 'md');
    },
    Sizes: () => {
      expect(screen.getByRole('status', { name: 'Cargando pequeño' })).toHaveAttribute('data-size', 'sm');
      expect(screen.getByRole('status', { name: 'Cargando grande' })).toHaveAttribute('data-size', 'lg');
    },
    Loading: () => {
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Cargando...');
      expect(status).toHaveAttribute('aria-live', 'polite');
      // The inner spinner is decorative: only one status region.
      expect(screen.getAllByRole('status')).toHaveLength(1);
    },
    LoadingWithText: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Cargando pedidos...');
    },
    InlineProcessing: () => {
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Generando tu pedido...');
      expect(status).toHaveAttribute('data-inline');
    },
  });
});
