import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './PriceTag.stories';

describe('PriceTag', () => {
  testStories(composeStories(stories), {
    Regular: () => {
      const price = screen.getByText('S/ 129.90');
      expect(price.closest('s')).toBeNull();
      expect(screen.queryByText(/Precio original/)).not.toBeInTheDocument();
    },
    Discounted: () => {
      expect(screen.getByText('S/ 99.90').closest('s')).toBeNull();
      const original = screen.getByText('S/ 129.90');
      expect(original.tagName).toBe('S');
      expect(original).toHaveTextContent('Precio original: S/ 129.90');
      expect(screen.getByText('S/ 99.90').closest('p')).toHaveAttribute('data-discounted');
    },
    Small: () => {
      expect(screen.getByText('S/ 60.00').tagName).toBe('S');
      expect(screen.getByText('S/ 45.00').closest('p')).toHaveAttribute('data-size', 'sm');
    },
    Large: () => {
      expect(screen.getByText('S/ 349.90').closest('p')).toHaveAttribute('data-size', 'lg');
    },
  });
});
