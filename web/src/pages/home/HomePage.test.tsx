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

  it('muestra las marcas activas en el carrusel de marcas, con enlace a cada marca', async () => {
    const brands = [
      { __typename: 'Brand' as const, id: 'b-1', name: 'Carolina Herrera', logoUrl: '/files/brands/ch.png' },
      { __typename: 'Brand' as const, id: 'b-2', name: 'Dior', logoUrl: null },
    ];
    renderRoute('/', [mocks[0]!, { request: { query: BrandStripQuery }, result: { data: { brands } } }]);

    const strip = await screen.findByRole('region', { name: 'Marcas' });
    expect(strip).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(strip).getByRole('link', { name: 'Carolina Herrera' })).toHaveAttribute(
      'href',
      '/brand/b-1?name=Carolina%20Herrera',
    );
    // One brand at a time at this width; 'Siguiente' shows the next one.
    fireEvent.click(within(strip).getByRole('button', { name: 'Siguiente' }));
    expect(await within(strip).findByRole('link', { name: 'Dior' })).toHaveAttribute('href', '/brand/b-2?name=Dior');
  });

  it('avisa si no se pudieron cargar las marcas y permite reintentar', async () => {
    const brands = [{ __typename: 'Brand' as const, id: 'b-2', name: 'Dior', logoUrl: null }];
    renderRoute('/', [
      mocks[0]!,
      { request: { query: BrandStripQuery }, error: new Error('Network down') },
      { request: { query: BrandStripQuery }, result: { data: { brands } } },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las marcas');
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('link', { name: 'Dior' })).toHaveAttribute('href', '/brand/b-2?name=Dior');
  });
});
