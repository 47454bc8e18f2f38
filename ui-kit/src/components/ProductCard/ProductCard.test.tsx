import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { LONG_DESCRIPTION } from '../../fixtures/products';
import { testStories } from '../../test-utils/stories';
import * as stories from './ProductCard.stories';

describe('ProductCard', () => {
  testStories(composeStories(stories), {
    Promoted: () => {
      const link = screen.getByRole('link');
      expect(link).toHaveAttribute('href', '/product/1');
      expect(link).toHaveAccessibleName(
        'Rosa Nocturna Eau de Parfum 100 ml, Maison Lys. ¡EN PROMOCIÓN!. Descuento -20%. Precio S/ 103.92, antes S/ 129.90. ¡Últimas 3 unidades!',
      );
      // Everything sits inside the link: the whole card is clickable.
      expect(link).toContainElement(
        screen.getByRole('heading', { level: 3, name: 'Rosa Nocturna Eau de Parfum 100 ml' }),
      );
      expect(link).toContainElement(screen.getByText('Maison Lys'));

      const image = screen.getByRole('img', { name: 'Frasco de Rosa Nocturna' });
      expect(image).toHaveAttribute('loading', 'lazy');

      // Description cut at 100 characters plus an ellipsis.
      const expected = `${LONG_DESCRIPTION.slice(0, 100).trimEnd()}…`;
      expect(LONG_DESCRIPTION.length).toBeGreaterThan(100);
      expect(screen.getByText(expected)).toBeInTheDocument();

      expect(screen.getByText('S/ 129.90').tagName).toBe('S');
      expect(screen.getByText('-20%')).toBeInTheDocument();
      expect(screen.getByText('¡EN PROMOCIÓN!')).toBeInTheDocument();
      expect(screen.getByText('Hasta 30/11/2026')).toBeInTheDocument();
      expect(screen.getByText('¡Últimas 3 unidades!')).toHaveAttribute('data-level', 'low');
    },
    Regular: () => {
      expect(screen.getByRole('link')).toHaveAttribute('href', '/product/2');
      expect(screen.getByText('Ámbar, incienso y cuero suave.')).toBeInTheDocument();
      expect(screen.getByText('S/ 249.90').closest('s')).toBeNull();
      expect(screen.queryByText(/Descuento/)).not.toBeInTheDocument();
      expect(screen.queryByText(/PROMOCIÓN/)).not.toBeInTheDocument();
    },
    OneDayPromotion: () => {
      expect(screen.getByText('¡SOLO POR HOY!').closest('p')).toHaveAttribute('data-variant', 'today');
      expect(screen.getByText('-S/15')).toBeInTheDocument();
    },
    UpcomingPromotion: () => {
      expect(screen.getByText('Próximamente en promoción')).toBeInTheDocument();
      expect(screen.getByText('-20% desde 01/12/2026')).toBeInTheDocument();
    },
    SoldOut: () => {
      expect(screen.getByText('Agotado')).toHaveAttribute('data-level', 'out');
      expect(screen.getByRole('article')).toHaveAttribute('data-stock', 'out');
    },
    BrokenImage: () => {
      const image = screen.getByRole('img', { name: 'Frasco de Ámbar Real' });
      expect(image.tagName).toBe('IMG');
      fireEvent.error(image);
      const placeholder = screen.getByRole('img', { name: 'Frasco de Ámbar Real' });
      expect(placeholder.tagName).toBe('DIV');
      expect(document.querySelector('img')).toBeNull();
    },
    WithoutImage: () => {
      expect(document.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'Ámbar Real Extrait 50 ml' })).toBeInTheDocument();
    },
    WithRouterLink: () => {
      const link = screen.getByRole('link');
      expect(link).toHaveAttribute('data-router-link');
      expect(link).toHaveAttribute('href', '#/product/2');
      expect(link.className).toMatch(/link/);
    },
  });
});
