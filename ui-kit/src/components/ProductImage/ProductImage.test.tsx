import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ProductImage.stories';

const composed = composeStories(stories);

describe('ProductImage', () => {
  testStories(composed, {
    WithImage: () => {
      const image = screen.getByRole('img', { name: 'Rosa Nocturna' });
      expect(image.tagName).toBe('IMG');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('data-fit', 'contain');
      // A data: URL (or an SVG) has no server variants.
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '800');
    },
    Responsive: () => {
      const image = screen.getByRole('img', { name: 'Rosa Nocturna' });
      expect(image).toHaveAttribute('src', '/files/products/rosa-nocturna.jpg');
      expect(image.getAttribute('srcset')?.split(', ')).toEqual([
        '/files/products/rosa-nocturna.jpg?w=320&fmt=webp 320w',
        '/files/products/rosa-nocturna.jpg?w=640&fmt=webp 640w',
        '/files/products/rosa-nocturna.jpg?w=960&fmt=webp 960w',
        '/files/products/rosa-nocturna.jpg?w=1280&fmt=webp 1280w',
      ]);
      expect(image).toHaveAttribute('sizes', '240px');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '1000');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    },
    Priority: () => {
      const image = screen.getByRole('img', { name: 'Rosa Nocturna' });
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(image).toHaveAttribute('srcset');
    },
    Missing: () => {
      const placeholder = screen.getByRole('img', { name: 'Rosa Nocturna' });
      expect(placeholder.tagName).toBe('DIV');
      expect(placeholder.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
    Broken: () => {
      // The play function fired the error event: the placeholder replaced the image.
      const placeholder = screen.getByRole('img', { name: 'Ámbar Real' });
      expect(placeholder).toHaveAttribute('data-placeholder');
      expect(document.querySelector('img')).toBeNull();
    },
    DecorativePlaceholder: () => {
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(document.querySelector('[data-placeholder]')).not.toHaveAttribute('aria-label');
    },
    Cover: () => {
      const image = screen.getByRole('img', { name: 'Rosa Nocturna' });
      expect(image).toHaveAttribute('data-fit', 'cover');
      expect(image).toHaveAttribute('loading', 'eager');
    },
  });
});
