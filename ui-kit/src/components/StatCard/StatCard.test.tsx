import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './StatCard.stories';

const composed = composeStories(stories);

const card = (name: string) => screen.getByRole('group', { name });

describe('StatCard', () => {
  testStories(composed, {
    Default: () => {
      expect(card('Total de productos')).toHaveTextContent('Total de productos42');
      expect(card('Total de productos')).toHaveAttribute('data-tone', 'neutral');
    },
    WithHint: () => {
      expect(within(card('En promoción')).getByText('8')).toBeInTheDocument();
      expect(within(card('En promoción')).getByText('3 próximas · 5 activas')).toBeInTheDocument();
      expect(card('En promoción')).toHaveAttribute('data-tone', 'accent');
    },
    Warning: () => {
      expect(card('Stock bajo')).toHaveAttribute('data-tone', 'warning');
      expect(card('Stock bajo')).toHaveTextContent('4');
    },
    Grid: () => {
      const region = screen.getByRole('region', { name: 'Resumen de productos' });
      expect(
        within(region)
          .getAllByRole('group')
          .map((group) => group.textContent),
      ).toEqual(['Total de productos42', 'Activos38', 'En promoción8', 'En carrusel6', 'Stock bajo4']);
    },
    DarkTheme: () => {
      expect(resolvedStyle(card('Activos'), 'background')).toBe(darkToken('color-surface'));
    },
  });
});
