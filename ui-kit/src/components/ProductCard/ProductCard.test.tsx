import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { LONG_DESCRIPTION } from '../../fixtures/products';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './ProductCard.stories';

describe('ProductCard', () => {
  testStories(composeStories(stories), {
    Promoted: () => {
      const link = screen.getByRole('link');
      expect(link).toHaveAttribute('href', '/product/1');
      // Label in name (WCAG 2.5.3): the link is named by what it shows…
      expect(link).toHaveTextContent(/^Rosa Nocturna Eau de Parfum 100 ml$/);
      expect(link).toHaveAccessibleName('Rosa Nocturna Eau de Parfum 100 ml');
      expect(link).not.toHaveAttribute('aria-label');
      // …and the rest of the summary is its description, read when the link is reached.
      expect(link).toHaveAccessibleDescription(
        '¡EN PROMOCIÓN!, Hasta 30/11/2026. Descuento -20%. Precio S/ 103.92, antes S/ 129.90. ¡Últimas 3 unidades!',
      );
      expect(screen.getByRole('heading', { level: 3, name: 'Rosa Nocturna Eau de Parfum 100 ml' })).toContainElement(
        link,
      );
      // The brand comes first in reading order, outside the link.
      const brand = screen.getByText('Maison Lys');
      expect(brand.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(link).not.toContainElement(brand);
      // The link's ::after covers the card it is placed in (a click on the picture: storefront.spec).
      expect(resolvedStyle(screen.getByRole('article'), 'position')).toBe('relative');

      const image = screen.getByRole('img', { name: 'Frasco de Rosa Nocturna' });
      expect(image).toHaveAttribute('loading', 'lazy');

      // Description cut at 100 characters plus an ellipsis.
      const expected = `${LONG_DESCRIPTION.slice(0, 100).trimEnd()}…`;
      expect(LONG_DESCRIPTION.length).toBeGreaterThan(100);
      expect(screen.getByText(expected)).toBeInTheDocument();

      expect(screen.getByText('S/ 129.90').tagName).toBe('S');
      // Only the discount pill sits over the image; the promotion label is under the name.
      const media = image.parentElement!;
      const discount = screen.getByText('-20%');
      expect(media).not.toContainElement(discount);
      expect(resolvedStyle(discount, 'position')).toBe('absolute');
      const promotion = screen.getByText('¡EN PROMOCIÓN!').closest('p')!;
      expect(media).not.toContainElement(promotion);
      expect(promotion).toHaveTextContent('¡EN PROMOCIÓN!Hasta 30/11/2026');
      expect(screen.getByRole('heading').compareDocumentPosition(promotion)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
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
      // The discount and its start date under the title; no discount badge nor struck price yet.
      const label = screen.getByText('Próximamente en promoción').closest('p');
      expect(label).toHaveAttribute('data-variant', 'upcoming');
      expect(label).toHaveTextContent('Próximamente en promoción-20% desde el 01/12/2026');
      expect(screen.queryByText(/^Descuento/)).not.toBeInTheDocument();
      expect(document.querySelector('s')).toBeNull();
      expect(screen.getByRole('link')).toHaveAccessibleName('Ámbar Real Extrait 50 ml');
      expect(screen.getByRole('link')).toHaveAccessibleDescription(
        'Próximamente en promoción, -20% desde el 01/12/2026. Precio S/ 249.90. Stock disponible',
      );
    },
    LastUnit: () => {
      expect(screen.getByText('¡Última unidad!')).toHaveAttribute('data-level', 'low');
      expect(screen.getByRole('link')).toHaveAccessibleDescription(/\. ¡Última unidad!$/);
    },
    MarkdownDescription: () => {
      // Light markdown: bold kept, paragraphs joined on one line, cut at 100 characters.
      const description = screen.getByText(/^Notas de/);
      expect(within(description).getByText('ámbar gris').tagName).toBe('STRONG');
      expect(within(description).getByText('vainilla de Madagascar').tagName).toBe('STRONG');
      expect(description).not.toHaveTextContent('**');
      expect(description.textContent).toBe(
        'Notas de ámbar gris y vainilla de Madagascar. Un clásico oriental para la noche, con un fondo de cue…',
      );
      expect(Array.from(description.textContent!.slice(0, -1))).toHaveLength(100);
    },
    NarrowCards: () => {
      const [first, second] = screen.getAllByRole('article');
      // Labels wrap inside the card rather than overflow (and be cut by its rounded frame).
      for (const badge of [
        within(first!).getByText('¡Últimas 2 unidades!'),
        within(second!).getByText('¡Últimas 5 unidades!'),
      ]) {
        expect(resolvedStyle(badge, 'white-space')).not.toBe('nowrap');
        expect(resolvedStyle(badge, 'max-width')).toBe('100%');
      }
      expect(within(second!).getByText('-20% desde el 01/12/2026')).toBeInTheDocument();
      expect(resolvedStyle(first!, 'container-type')).toBe('inline-size');
    },
    DarkTheme: () => {
      expect(resolvedStyle(screen.getByRole('article'), 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(screen.getByRole('heading'), 'color')).toBe(darkToken('color-text'));
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
