import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../../catalog/useCatalogueParams';
import { type BrandProductsQuery as BrandProductsData, BrandProductsDocument } from './brand.generated';
import { productCardFixture, productPageFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

function brandMock(brand: BrandProductsData['brand'], items = [productCardFixture()]) {
  return {
    request: {
      query: BrandProductsDocument,
      variables: { brandId: 'b-1', sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
    },
    result: {
      data: {
        brand,
        products: productPageFixture(items),
      },
    },
  };
}

const carolinaHerrera: NonNullable<BrandProductsData['brand']> = {
  __typename: 'Brand',
  id: 'b-1',
  name: 'Carolina Herrera',
  logoUrl: '/files/brands/ch.png',
  active: true,
};

describe('página de marca', () => {
  it('muestra solo el logo y el nombre de la marca, y sus productos', async () => {
    renderRoute('/brand/b-1', [brandMock(carolinaHerrera)]);

    const title = await screen.findByRole('heading', { level: 1, name: 'Carolina Herrera' });
    expect(screen.getByRole('img', { name: 'Logo de Carolina Herrera' })).toHaveAttribute(
      'src',
      '/files/brands/ch.png',
    );
    // No subtitle: the brands' descriptions only repeat the name.
    const header = title.closest('header')!;
    expect(header.querySelectorAll('p')).toHaveLength(0);
    expect(header).toHaveTextContent(/^Carolina Herrera$/);
    expect(screen.getByRole('heading', { name: 'Good Girl EDP 80 ml' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Carolina Herrera — Esencia'));
  });

  it.each([
    ['inactiva', { ...carolinaHerrera, active: false }],
    ['inexistente', null],
  ])('una marca %s no está disponible, sin su nombre, y ofrece volver al catálogo', async (_, brand) => {
    renderRoute('/brand/b-1', [brandMock(brand, [])]);

    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Esta marca no esta disponible en este momento.',
    });
    expect(title).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute('href', '/web-products');
    expect(screen.queryByText(/Carolina Herrera/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Marca no disponible — Esencia'));
  });

  it('avisa cuando la marca no tiene productos, sin selector de orden', async () => {
    renderRoute('/brand/b-1', [brandMock(carolinaHerrera, [])]);

    const empty = await screen.findByText('No hay productos disponibles de esta marca.');
    expect(empty).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).not.toBeInTheDocument();
    expect(within(empty.closest('div')!).queryByRole('list')).not.toBeInTheDocument();
  });
});
