import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import { brandsNeeded } from './BrandCarousel';
import * as stories from './BrandCarousel.stories';

const composed = composeStories(stories);

/** A brand's place from the first visible one; undefined when it is not in the page (beyond the widest screen's 5). */
function offsetOf(name: string): string | null | undefined {
  // Brands beyond the visible count are display: none, so include hidden ones.
  return screen.queryByRole('link', { name, hidden: true })?.closest('li')?.getAttribute('data-offset');
}

describe('BrandCarousel', () => {
  testStories(composed, {
    Default: () => {
      const region = screen.getByRole('region', { name: 'Marcas' });
      expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
      const links = within(region).getAllByRole('link', { hidden: true });
      // Of the 7, the 5 the widest screen shows, in the order they show.
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/brand/b-1',
        '/brand/b-2',
        '/brand/b-3',
        '/brand/b-4',
        '/brand/b-5',
      ]);
      // jsdom matches no width media query: one brand shows, as below 600 px.
      expect(within(region).getAllByRole('link')).toEqual([links[0]]);
      expect(offsetOf('Carolina Herrera')).toBe('0');
      expect(offsetOf('Hugo Boss')).toBeUndefined();
      // Rotating: the list is not a live region.
      expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'off');
      expect(within(region).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    },
    PreviousNext: () => {
      // Anterior, Siguiente, Siguiente: one brand forward.
      expect(offsetOf('Dior')).toBe('0');
      expect(offsetOf('Carolina Herrera')).toBeUndefined();
      expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    },
    AutoAdvance: onFrozenClock(() => {
      advanceClock(149);
      expect(offsetOf('Carolina Herrera')).toBe('0');
      advanceClock(1);
      expect(offsetOf('Dior')).toBe('0');
      expect(offsetOf('Yves Saint Laurent')).toBe('4');
      expect(offsetOf('Carolina Herrera')).toBeUndefined();
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
    },
    ManyBrands: () => {
      // A brand without logo gets the (decorative) placeholder.
      const first = screen.getByRole('link', { name: 'Marca 300', hidden: true });
      expect(first.querySelector('[data-placeholder]')).not.toBeNull();
      expect(first.querySelector('img')).toBeNull();
      expect(offsetOf('Marca 300')).toBe('0');
      expect(offsetOf('Marca 5')).toBeUndefined();
    },
    PartlyLoaded: () => {
      // After 'Anterior': brand 300 (not loaded) first, then the loaded ones.
      expect(offsetOf('Marca 1')).toBe('1');
      expect(offsetOf('Marca 5')).toBeUndefined();
    },
    Empty: () => {
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    },
  });
});

describe('brandsNeeded', () => {
  it('is the brand before the first shown, and two screens of five from it, wrapping around', () => {
    expect(brandsNeeded(0, 300)).toEqual([299, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(brandsNeeded(297, 300)).toEqual([296, 297, 298, 299, 0, 1, 2, 3, 4, 5, 6]);
    expect(brandsNeeded(1, 4)).toEqual([0, 1, 2, 3]);
    expect(brandsNeeded(0, 0)).toEqual([]);
  });
});
