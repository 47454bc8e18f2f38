import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
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
    LastUnit: () => {
      expect(screen.getByText('¡Última unidad!')).toHaveAttribute('data-level', 'low');
    },
    Narrow: () => {
      const badge = screen.getByText('¡Últimas 4 unidades!');
      expect(resolvedStyle(badge, 'white-space')).not.toBe('nowrap');
      expect(resolvedStyle(badge, 'max-width')).toBe('100%');
    },
    DarkTheme: () => {
      const badge = screen.getByText('¡Últimas 2 unidades!');
      expect(resolvedStyle(badge, 'background')).toBe(darkToken('color-warning-subtle'));
      expect(resolvedStyle(badge, 'color')).toBe(darkToken('color-on-warning-subtle'));
    },
  });
});
