import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
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
      expect(screen.getByText('Próximamente en promoción').closest('p')).toHaveAttribute('data-variant', 'upcoming');
      expect(screen.getByText('-20% desde 01/12/2026')).toBeInTheDocument();
    },
  });
});
