import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../../catalog/useCatalogueParams';
import type { ProductCardFieldsFragment, ProductSort } from '../../gql/graphql';
import { productCardFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { CatalogueProductsQuery } from './products.queries';

function catalogueMock(sort: ProductSort, items: ProductCardFieldsFragment[], page = 1, totalPages = 1) {
  return {
    request: { query: CatalogueProductsQuery, variables: { sort, page, pageSize: CATALOGUE_PAGE_SIZE } },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          items,
          total: items.length,
          page,
          pageSize: CATALOGUE_PAGE_SIZE,
          totalPages,
        },
      },
    },
  };
}

const byPosition = productCardFixture({ id: 'p-1', name: 'Sauvage EDT 100 ml' });
const cheapest = productCardFixture({
  id: 'p-2',
  name: 'Miss Dior Body Mist 100 ml',
  price: { __typename: 'Money', formatted: 'S/ 259.00' },
});

describe('página de productos', () => {
  it('lista los productos con su precio y enlace al detalle', async () => {
    renderRoute('/web-products', [catalogueMock('POSITION', [byPosition])]);

    expect(await screen.findByRole('heading', { name: 'Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument();
    expect(screen.getByText('S/ 489.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sauvage EDT 100 ml/ })).toHaveAttribute('href', '/product/p-1');
    expect(screen.getByText('1 producto')).toBeInTheDocument();
  });

  it('al elegir otro orden consulta con esa variable sort y la guarda en la URL', async () => {
    const { router } = renderRoute('/web-products', [
      catalogueMock('POSITION', [byPosition]),
      catalogueMock('PRICE_ASC', [cheapest]),
    ]);
    await screen.findByRole('heading', { name: 'Sauvage EDT 100 ml' });

    const trigger = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(trigger).toHaveTextContent('Posición');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(await screen.findByRole('option', { name: 'Precio: menor a mayor' }), { key: 'Enter' });

    expect(await screen.findByRole('heading', { name: 'Miss Dior Body Mist 100 ml' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=price-asc');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Precio: menor a mayor');
  });

  it('toma el orden inicial de la URL', async () => {
    renderRoute('/web-products?sort=price-desc', [catalogueMock('PRICE_DESC', [byPosition])]);

    expect(await screen.findByRole('heading', { name: 'Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Precio: mayor a menor');
  });

  it('pagina con la variable page y la guarda en la URL', async () => {
    const { router } = renderRoute('/web-products', [
      catalogueMock('POSITION', [byPosition], 1, 2),
      catalogueMock('POSITION', [cheapest], 2, 2),
    ]);
    await screen.findByText('Página 1 de 2');

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByRole('heading', { name: 'Miss Dior Body Mist 100 ml' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('muestra el estado vacío', async () => {
    renderRoute('/web-products', [catalogueMock('POSITION', [])]);

    expect(await screen.findByText('No hay productos disponibles.')).toBeInTheDocument();
  });

  it('muestra el error con opción de reintentar', async () => {
    renderRoute('/web-products', [
      {
        request: {
          query: CatalogueProductsQuery,
          variables: { sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
        },
        error: new Error('Network down'),
      },
      catalogueMock('POSITION', [byPosition]),
    ]);

    expect(await screen.findByText('Hubo un error al cargar los productos.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Sauvage EDT 100 ml' })).toBeInTheDocument();
  });
});
