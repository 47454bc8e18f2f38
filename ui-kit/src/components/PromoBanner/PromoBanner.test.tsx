import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './PromoBanner.stories';

const composed = composeStories(stories);

describe('PromoBanner', () => {
  testStories(composed, {
    Default: () => {
      const banner = screen.getByRole('region', { name: 'Promociones de la semana' });
      expect(screen.getByRole('heading', { level: 2, name: 'Promociones de la semana' })).toBeInTheDocument();
      expect(banner).toHaveTextContent('Descuentos en fragancias seleccionadas, por tiempo limitado.');
      expect(screen.getByRole('link', { name: 'Ver promociones' })).toHaveAttribute('href', '/promotions');
    },
    WithoutText: () => {
      expect(screen.getByRole('heading', { level: 3, name: 'Promociones de la semana' })).toBeInTheDocument();
      expect(screen.queryByText('Descuentos en fragancias seleccionadas, por tiempo limitado.')).toBeNull();
    },
    CustomLink: () => {
      const link = screen.getByRole('link', { name: 'Ver promociones' });
      expect(link).toHaveAttribute('data-router-link');
      expect(link).toHaveAttribute('data-variant', 'secondary');
    },
  });
});
