import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ProductGrid.stories';

describe('ProductGrid', () => {
  testStories(composeStories(stories), {
    Catalogue: () => {
      const list = screen.getByRole('list', { name: 'Productos' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(8);
      for (const item of items) {
        expect(within(item).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/product\/\d$/));
      }
    },
    WideCards: () => {
      const list = screen.getByRole('list', { name: 'Promociones' });
      expect(list.style.getPropertyValue('--esc-grid-min')).toBe('320px');
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    },
  });
});
