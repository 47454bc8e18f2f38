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
