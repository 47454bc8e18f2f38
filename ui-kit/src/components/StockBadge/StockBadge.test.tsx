import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './StockBadge.stories';

describe('StockBadge', () => {
  testStories(composeStories(stories), {
    Available: () => {
      expect(screen.getByText('Stock disponible')).toHaveAttribute('data-level', 'available');
    },
    Low: () => {
      expect(screen.getByText('¡Últimas 3 unidades!')).toHaveAttribute('data-level', 'low');
    },
    Out: () => {
      const badge = screen.getByText('Agotado');
      expect(badge).toHaveAttribute('data-level', 'out');
      // The colour dot is decorative.
      expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
    },
  });
});
