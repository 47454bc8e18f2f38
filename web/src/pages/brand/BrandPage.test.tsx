import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../../catalog/useCatalogueParams';
import type { BrandProductsQuery as BrandProductsData } from '../../gql/graphql';
import { productCardFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { BrandProductsQuery } from './brand.queries';

function brandMock(brand: BrandProductsData['brand'], items = [productCardFixture()]) {
  return {
    request: {
      query: BrandProductsQuery,
      variables: { brandId: 'b-1', sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
    },
    result: {
      data: {
        brand,
        products: {
          __typename: 'ProductPage' as const,
          items,
          total: items.length,
          page: 1,
          pageSize: CATALOGUE_PAGE_SIZE,
          totalPages: 1,
        },
      },
    },
  };
}

const carolinaHerrera: NonNullable<BrandProductsData['brand']> = {
  __typename: 'Brand',
  id: 'b-1',
  name: 'Carolina Herrera',
  description: 'Elegancia neoyorquina.',
  logoUrl: '/files/brands/ch.png',
  active: true,
};

describe('página de marca', () => {
  it('muestra el logo, el nombre y los productos de la marca', async () => {
    renderRoute('/brand/b-1', [brandMock(carolinaHerrera)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Carolina Herrera' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Carolina Herrera' })).toHaveAttribute(
      'src',
      '/files/brands/ch.png',
    );
    expect(screen.getByRole('heading', { name: 'Good Girl EDP 80 ml' })).toBeInTheDocument();
  });

  it('avisa cuando la marca está inactiva', async () => {
    renderRoute('/brand/b-1', [brandMock({ ...carolinaHerrera, active: false })]);

    expect(await screen.findByText('Esta marca no esta disponible en este momento.')).toBeInTheDocument();
  });

  it('avisa cuando la marca no tiene productos', async () => {
    renderRoute('/brand/b-1', [brandMock(carolinaHerrera, [])]);

    expect(await screen.findByText('No hay productos disponibles de esta marca.')).toBeInTheDocument();
  });
});
