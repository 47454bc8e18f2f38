import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import * as stories from './BrandCarousel.stories';

const composed = composeStories(stories);

function offsetOf(name: string): string | null | undefined {
  // Brands beyond the visible count are display: none, so include hidden ones.
  return screen.getByRole('link', { name, hidden: true }).closest('li')?.getAttribute('data-offset');
}

describe('BrandCarousel', () => {
  testStories(composed, {
    Default: () => {
      const region = screen.getByRole('region', { name: 'Marcas' });
      expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
      const links = within(region).getAllByRole('link', { hidden: true });
      expect(links).toHaveLength(7);
      expect(links[0]).toHaveAttribute('href', '/brand/b-1');
      // jsdom matches no width media query: one brand shows, as below 600 px.
      expect(within(region).getAllByRole('link')).toEqual([links[0]]);
      expect(offsetOf('Carolina Herrera')).toBe('0');
      expect(offsetOf('Hugo Boss')).toBe('6');
      // Rotating: the list is not a live region.
      expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'off');
      expect(within(region).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    },
    PreviousNext: () => {
      // Anterior, Siguiente, Siguiente: one brand forward.
      expect(offsetOf('Dior')).toBe('0');
      expect(offsetOf('Carolina Herrera')).toBe('6');
      expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    },
    AutoAdvance: onFrozenClock(() => {
      advanceClock(149);
      expect(offsetOf('Carolina Herrera')).toBe('0');
      advanceClock(1);
      expect(offsetOf('Dior')).toBe('0');
      expect(offsetOf('Carolina Herrera')).toBe('6');
    }),
    PausedOnHover: onFrozenClock(() => {
      advanceClock(1000);
      expect(offsetOf('Carolina Herrera')).toBe('0');
      expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    }),
    PausedByUser: onFrozenClock(() => {
      // Still paused with the pointer gone: the user's pause holds until 'Reanudar marcas'.
      advanceClock(1000);
      expect(offsetOf('Carolina Herrera')).toBe('0');
      const region = screen.getByRole('region', { name: 'Marcas' });
      expect(region).toHaveAttribute('data-paused', 'true');
      expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
      expect(within(region).getByRole('button', { name: 'Reanudar marcas' })).toHaveAttribute('aria-pressed', 'true');
    }),
    CustomLink: () => {
      const link = screen.getByRole('link', { name: 'Carolina Herrera' });
      expect(link).toHaveAttribute('data-router-link');
      // A brand without logo gets the (decorative) placeholder.
      const hugo = screen.getByRole('link', { name: 'Hugo Boss', hidden: true });
      expect(hugo.querySelector('[data-placeholder]')).not.toBeNull();
      expect(hugo.querySelector('img')).toBeNull();
    },
    Empty: () => {
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    },
  });
});
