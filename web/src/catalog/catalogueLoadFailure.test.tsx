import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProductsDocument } from '../pages/brand/brand.generated';
import { CategoryProductsDocument } from '../pages/category/category.generated';
import { CarouselProductsDocument } from '../pages/home/home.generated';
import { CatalogueProductsDocument } from '../pages/products/products.generated';
import { PromotedProductsDocument } from '../pages/promotions/promotions.generated';
import { SearchResultsDocument } from '../pages/search/search.generated';
import { productCardFixture, productPageFixture } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';
import { CATALOGUE_LOAD_FAILURES, type LoadFailureTexts } from './catalogueLoadFailure';
import { CATALOGUE_PAGE_SIZE } from './useCatalogueParams';

const listing = { sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE };
const product = productCardFixture({ id: 'p-1', name: 'Sauvage EDT 100 ml' });
const group = { id: 'g-1', name: 'Dior', active: true };

interface CataloguePath {
  readonly path: string;
  readonly query: DocumentNode;
  readonly variables: Record<string, unknown>;
  readonly data: Record<string, unknown>;
  readonly texts: LoadFailureTexts;
}

const page = productPageFixture([product]);
const PATHS: Record<string, CataloguePath> = {
  'productos web (/web-products)': {
    path: '/web-products',
    query: CatalogueProductsDocument,
    variables: listing,
    data: { products: page },
    texts: CATALOGUE_LOAD_FAILURES.products,
  },
  'promociones (/promotions)': {
    path: '/promotions',
    query: PromotedProductsDocument,
    variables: listing,
    data: { products: page },
    texts: CATALOGUE_LOAD_FAILURES.promotions,
  },
  'productos de la marca (/brand/g-1)': {
    path: '/brand/g-1',
    query: BrandProductsDocument,
    variables: { brandId: 'g-1', ...listing },
    data: { brand: { __typename: 'Brand', ...group, logoUrl: null }, products: page },
    texts: CATALOGUE_LOAD_FAILURES.brand,
  },
  'productos de la categoría (/category/g-1)': {
    path: '/category/g-1',
    query: CategoryProductsDocument,
    variables: { categoryId: 'g-1', ...listing },
    data: { category: { __typename: 'Category', ...group, description: '' }, products: page },
    texts: CATALOGUE_LOAD_FAILURES.category,
  },
  'búsqueda (/buscar?q=dior)': {
    path: '/buscar?q=dior',
    query: SearchResultsDocument,
    variables: { search: 'dior', ...listing },
    data: { products: page },
    texts: CATALOGUE_LOAD_FAILURES.other,
  },
  'carrusel de inicio (/)': {
    path: '/',
    query: CarouselProductsDocument,
    variables: {},
    data: { products: { __typename: 'ProductPage', items: [product] } },
    texts: CATALOGUE_LOAD_FAILURES.other,
  },
};

const FAILURES = {
  'un error de red': { error: new TypeError('Failed to fetch') },
  'un error de GraphQL': { result: { errors: [{ message: 'Error interno del servidor' }] } },
} as const;

/** The toast with `text` (the toasts' region is loaded with the first one). */
const findToast = async (text: string) => (await screen.findByText(text)).closest('li');

describe('una carga del catálogo que falla dice el texto de la especificación y se puede reintentar', () => {
  describe.each(Object.entries(PATHS))('%s', (_, target) => {
    it.each(Object.entries(FAILURES))('con %s', async (_, failure) => {
      const request = { query: target.query, variables: target.variables };
      const mocks: MockLink.MockedResponse[] = [
        { request, ...failure } as MockLink.MockedResponse,
        { request, result: { data: target.data } },
      ];
      renderRoute(target.path, mocks);

      const state = await screen.findByText(target.texts.page);
      expect(state.closest('[role="alert"]')).not.toBeNull();
      expect(await findToast(target.texts.toast)).toHaveAttribute('data-tone', 'error');
      // Shown once for the failure (StrictMode runs the effect twice).
      expect(screen.getAllByText(target.texts.toast)).toHaveLength(1);

      fireEvent.click(
        within(state.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Intentar de nuevo' }),
      );
      expect(await screen.findAllByText('Sauvage EDT 100 ml')).not.toHaveLength(0);
      expect(screen.queryByText(target.texts.page)).not.toBeInTheDocument();
    });
  });

  it('un cambio de orden que falla deja los productos y lo dice con el aviso', async () => {
    const { router } = renderRoute('/web-products', [
      { request: { query: CatalogueProductsDocument, variables: listing }, result: { data: { products: page } } },
      {
        request: { query: CatalogueProductsDocument, variables: { ...listing, sort: 'PRICE_ASC' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(screen.queryByText(CATALOGUE_LOAD_FAILURES.products.toast)).not.toBeInTheDocument();

    await router.navigate('/web-products?sort=price-asc');

    expect(await findToast(CATALOGUE_LOAD_FAILURES.products.toast)).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('heading', { name: 'Sauvage EDT 100 ml' })).toBeInTheDocument();
  });
});
