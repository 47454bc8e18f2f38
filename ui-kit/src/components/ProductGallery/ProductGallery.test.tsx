import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ProductGallery.stories';

const composed = composeStories(stories);
const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ProductGallery', () => {
  testStories(composed, {
    MainImageAndExtras: async () => {
      const main = screen.getByRole('button', { name: 'Ampliar imagen: Rosa Nocturna, imagen 1 de 3' });
      expect(main).toHaveAttribute('aria-haspopup', 'dialog');
      const thumbnails = screen.getByRole('list', { name: 'Imágenes del producto' });
      expect(within(thumbnails).getAllByRole('button')).toHaveLength(3);
      expect(within(thumbnails).getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Auto-slide is off by default.
      await waitMs(300);
      expect(within(thumbnails).getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
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
    AutoSlide: () => {
      expect(screen.getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute('aria-pressed', 'false');
    },
    DarkTheme: () => {
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      expect(screen.getByRole('list', { name: 'Imágenes del producto' })).toBeInTheDocument();
    },
  });
});
