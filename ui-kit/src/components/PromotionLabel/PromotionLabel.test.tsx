import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './PromotionLabel.stories';

describe('PromotionLabel', () => {
  testStories(composeStories(stories), {
    Active: () => {
      const label = screen.getByText('¡EN PROMOCIÓN!').closest('p');
      expect(label).toHaveAttribute('data-variant', 'active');
      expect(label).toHaveTextContent('¡EN PROMOCIÓN!Hasta 30/11/2026');
    },
    OnlyToday: () => {
      const label = screen.getByText('¡SOLO POR HOY!').closest('p');
      expect(label).toHaveAttribute('data-variant', 'today');
      expect(label?.children).toHaveLength(1);
    },
    Upcoming: () => {
      const label = screen.getByText('Próximamente en promoción').closest('p');
      expect(label).toHaveAttribute('data-variant', 'upcoming');
      // The domain's line: the discount it will have and its start date.
      expect(label).toHaveTextContent('Próximamente en promoción-20% desde el 01/12/2026');
    },
    AtCardWidth: () => {
      const label = screen.getByText('Próximamente en promoción').closest('p')!;
      expect(resolvedStyle(label, 'max-width')).toBe('100%');
      expect(resolvedStyle(label, 'overflow-wrap')).toBe('anywhere');
    },
    DarkTheme: () => {
      const label = screen.getByText('Próximamente en promoción').closest('p')!;
      expect(resolvedStyle(label, 'background')).toBe(darkToken('color-gold'));
      expect(resolvedStyle(label, 'color')).toBe(darkToken('color-on-gold'));
    },
  });
});
