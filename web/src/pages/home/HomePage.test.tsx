import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCardFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { BrandStripQuery, CarouselProductsQuery } from './home.queries';

const featured = [
  productCardFixture(),
  productCardFixture({
    id: 'p-2',
    name: 'Sauvage EDT 100 ml',
    brand: { __typename: 'Brand', id: 'b-2', name: 'Dior' },
  }),
];

const mocks = [
  { request: { query: CarouselProductsQuery }, result: { data: { products: { items: featured } } } },
  { request: { query: BrandStripQuery }, result: { data: { brands: [] } } },
];

describe('inicio', () => {
  it('muestra los productos destacados en el carrusel, uno a la vez', async () => {
    renderRoute('/', mocks);

    const carousel = await screen.findByRole('region', { name: 'Productos destacados' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const slide = within(carousel).getByRole('group');
    expect(slide).toHaveAccessibleName('1 de 2: Good Girl EDP 80 ml');
    expect(within(slide).getByRole('link', { name: 'Ver producto' })).toHaveAttribute('href', '/product/p-1');
    // Rotating: the live region stays quiet.
    expect(slide.parentElement).toHaveAttribute('aria-live', 'off');

    fireEvent.click(within(carousel).getByRole('button', { name: 'Producto siguiente' }));
    expect(await within(carousel).findByRole('group', { name: '2 de 2: Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Ir al producto 2: Sauvage EDT 100 ml' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
