import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './DiscountBadge.stories';

describe('DiscountBadge', () => {
  testStories(composeStories(stories), {
    Percentage: () => {
      const badge = screen.getByText('-20%');
      expect(badge).toHaveTextContent('Descuento -20%');
      expect(badge).toHaveAttribute('data-tone', 'danger');
    },
    FixedAmount: () => {
      expect(screen.getByText('-S/15')).toBeInTheDocument();
    },
    Tones: () => {
      expect(screen.getByText('-10%')).toHaveAttribute('data-tone', 'danger');
      expect(screen.getByText('-15%')).toHaveAttribute('data-tone', 'accent');
      expect(screen.getByText('-20%')).toHaveAttribute('data-tone', 'gold');
      expect(screen.getByText('-25%')).toHaveAttribute('data-tone', 'neutral');
    },
  });
});
