import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import * as stories from './ProductGallery.stories';

const composed = composeStories(stories);

describe('ProductGallery', () => {
  testStories(composed, {
    MainImageAndExtras: onFrozenClock(() => {
      const main = screen.getByRole('button', { name: 'Ampliar imagen: Rosa Nocturna, imagen 1 de 3' });
      expect(main).toHaveAttribute('aria-haspopup', 'dialog');
      const thumbnails = screen.getByRole('list', { name: 'Imágenes del producto' });
      expect(within(thumbnails).getAllByRole('button')).toHaveLength(3);
      expect(within(thumbnails).getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Auto-slide is off by default.
      advanceClock(60_000);
      expect(within(thumbnails).getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }),
    SingleImage: () => {
      // The product page's main image: its first product image, fetched at once and first.
      const main = screen.getByRole('img', { name: 'Rosa Nocturna' });
      expect(main).toHaveAttribute('loading', 'eager');
      expect(main).toHaveAttribute('fetchpriority', 'high');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    },
    NoImage: () => {
      expect(screen.getByRole('img', { name: 'Rosa Nocturna' }).tagName).toBe('DIV');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
    BrokenImage: () => {
      const image = screen.getByRole('img', { name: 'Rosa Nocturna' });
      expect(image.tagName).toBe('IMG');
      fireEvent.error(image);
      expect(screen.getByRole('img', { name: 'Rosa Nocturna' }).tagName).toBe('DIV');
    },
    PickThumbnail: () => {
      expect(screen.getByRole('img', { name: 'Rosa Nocturna, imagen 3 de 3' })).toBeInTheDocument();
    },
    Lightbox: () => {
      // Image 2 was chosen inside the lightbox; the gallery follows it.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ver imagen 2 de 3' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: /^Ampliar imagen/ })).toHaveFocus();
    },
    AutoSlide: onFrozenClock(() => {
      const thumbnail = (n: number) => screen.getByRole('button', { name: `Ver imagen ${n} de 3` });
      advanceClock(199);
      expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');
      advanceClock(1);
      expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'false');
      expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('img', { name: 'Rosa Nocturna, imagen 2 de 3' })).toBeInTheDocument();
    }),
    DarkTheme: () => {
      const main = screen.getByRole('button', { name: /^Ampliar imagen/ });
      expect(resolvedStyle(main, 'background')).toBe(darkToken('color-surface'));
      // The current thumbnail is outlined in the accent colour.
      const current = screen.getByRole('button', { name: 'Ver imagen 1 de 3' });
      expect(resolvedStyle(current, 'border-color')).toBe(darkToken('color-accent'));
    },
  });
});
