import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCardFieldsFragment } from '../../catalog/productCard.generated';
import { CATALOGUE_PAGE_SIZE } from '../../catalog/useCatalogueParams';
import type { ProductSort } from '../../gql/graphql';
import { productCardFixture, productPageFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { SearchResultsDocument } from './search.generated';
// The route loads the page lazily: importing it here first keeps that load out of each test's time.
import './SearchPage';

function resultsMock(
  search: string,
  sort: ProductSort,
  items: ProductCardFieldsFragment[],
  { page = 1, totalPages = 1, total = items.length } = {},
) {
  return {
    request: { query: SearchResultsDocument, variables: { search, sort, page, pageSize: CATALOGUE_PAGE_SIZE } },
    result: { data: { products: productPageFixture(items, { total, page, totalPages }) } },
  };
}

const sauvage = productCardFixture({ id: 'p-1', name: 'Sauvage EDT 100 ml' });
const elixir = productCardFixture({ id: 'p-6', name: 'Sauvage Elixir 60 ml' });

describe('resultados de búsqueda (/buscar?q=…)', () => {
  it('lista con las tarjetas del catálogo todo lo que encuentra, más allá de las 5 sugerencias', async () => {
    renderRoute('/buscar?q=dior', [resultsMock('dior', 'POSITION', [sauvage, elixir], { total: 6 })]);

    expect(await screen.findByRole('heading', { name: 'Sauvage Elixir 60 ml' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados de búsqueda' })).toBeInTheDocument();
    expect(screen.getByText('Resultados para «dior»')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sauvage Elixir 60 ml/ })).toHaveAttribute('href', '/product/p-6');
    expect(document.title).toBe('Buscar «dior» — Esencia');
  });

  it('ordena y pagina guardando q en la URL', async () => {
    const { router } = renderRoute('/buscar?q=dior', [
      resultsMock('dior', 'POSITION', [sauvage], { totalPages: 2, total: 30 }),
      resultsMock('dior', 'POSITION', [elixir], { page: 2, totalPages: 2, total: 30 }),
      resultsMock('dior', 'NAME', [elixir]),
    ]);
    await screen.findByText('Página 1 de 2', {}, { timeout: 8000 });

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Sauvage Elixir 60 ml' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=dior&page=2');

    const trigger = screen.getByRole('combobox', { name: 'Ordenar por' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(await screen.findByRole('option', { name: 'Nombre' }), { key: 'Enter' });
    await screen.findByText('1 producto');
    expect(router.state.location.search).toBe('?q=dior&sort=name');
  });

  it("sin resultados dice 'No encontramos productos que coincidan con tu búsqueda'; con una letra pide más", async () => {
    const { unmount } = renderRoute('/buscar?q=zzz', [resultsMock('zzz', 'POSITION', [])]);
    expect(
      await screen.findByText('No encontramos productos que coincidan con tu búsqueda', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    unmount();

    renderRoute('/buscar?q=d', [resultsMock('d', 'POSITION', [])]);
    expect(await screen.findByText('Escribe al menos 2 caracteres para buscar.')).toBeInTheDocument();
  });
});
