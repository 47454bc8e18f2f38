import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
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
      expect(screen.getByRole('img', { name: 'Rosa Nocturna' })).toBeInTheDocument();
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
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      expect(screen.getByRole('list', { name: 'Imágenes del producto' })).toBeInTheDocument();
    },
  });
});
