import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './VisuallyHidden.stories';

const composed = composeStories(stories);

describe('VisuallyHidden', () => {
  testStories(composed, {
    InsideABadge: () => {
      const hidden = screen.getByText('Descuento');
      // In the accessibility tree, clipped to nothing on screen.
      expect(hidden).toBeInTheDocument();
      expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    },
    IconButtonName: () => {
      expect(screen.getByRole('button', { name: 'Ver carrito' })).toBeInTheDocument();
    },
  });
});
