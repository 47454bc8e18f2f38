import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../../catalog/useCatalogueParams';
import { type CategoryProductsQuery as CategoryProductsData, CategoryProductsDocument } from './category.generated';
import { productCardFixture, productPageFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

function categoryMock(category: CategoryProductsData['category'], items = [productCardFixture()]) {
  return {
    request: {
      query: CategoryProductsDocument,
      variables: { categoryId: 'c-1', sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
    },
    result: {
      data: {
        category,
        products: productPageFixture(items),
      },
    },
  };
}

const nicho: NonNullable<CategoryProductsData['category']> = {
  __typename: 'Category',
  id: 'c-1',
  name: 'Nicho',
  description: 'Perfumes de casas independientes.',
  active: true,
};

describe('página de categoría', () => {
  it('muestra el nombre y la descripción de la categoría, y sus productos', async () => {
    renderRoute('/category/c-1', [categoryMock(nicho)]);

    const title = await screen.findByRole('heading', { level: 1, name: 'Nicho' });
    expect(title.closest('header')).toHaveTextContent('Perfumes de casas independientes.');
    expect(screen.getByRole('heading', { name: 'Good Girl EDP 80 ml' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nicho — Esencia'));
  });

  it('una categoría inactiva no está disponible, sin su nombre', async () => {
    renderRoute('/category/c-1', [categoryMock({ ...nicho, active: false }, [])]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta categoría no está disponible en este momento.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nicho')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Categoría no disponible — Esencia'));
  });
});
