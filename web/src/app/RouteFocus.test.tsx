import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../catalog/useCatalogueParams';
import { BrandProductsDocument } from '../pages/brand/brand.generated';
import { ProductDetailDocument } from '../pages/product-detail/product-detail.generated';
import { CatalogueProductsDocument } from '../pages/products/products.generated';
import { detailedProductFixture, productCardFixture, productPageFixture } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';
import { CatalogueMenuDocument } from './catalogueMenu.generated';

const page = productPageFixture;

const catalogueMock = {
  request: {
    query: CatalogueProductsDocument,
    variables: { sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
  },
  result: { data: { products: page([productCardFixture({ id: 'p-7', name: "J'adore EDP 100 ml" })]) } },
};

const detailMock = {
  request: { query: ProductDetailDocument, variables: { id: 'p-7' } },
  result: { data: { product: detailedProductFixture() } },
};

const brandMock = {
  request: {
    query: BrandProductsDocument,
    variables: { brandId: 'b-2', sort: 'POSITION', page: 1, pageSize: CATALOGUE_PAGE_SIZE },
  },
  result: {
    data: {
      brand: { __typename: 'Brand' as const, id: 'b-2', name: 'Dior', logoUrl: null, active: true },
      products: page([productCardFixture()]),
    },
  },
};

describe('foco al cambiar de página', () => {
  // jsdom does not scroll: record the calls instead.
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('no mueve el foco en la primera carga', async () => {
    renderRoute('/web-products', [catalogueMock]);

    await screen.findByRole('heading', { name: "J'adore EDP 100 ml" });
    expect(document.body).toHaveFocus();
  });

  it('lleva el foco al título de la nueva página cuando termina de cargar', async () => {
    renderRoute('/web-products', [catalogueMock, detailMock]);

    fireEvent.click(await screen.findByRole('link', { name: "J'adore EDP 100 ml" }));

    // The detail loads first; the focus waits for its <h1>, which announces the page.
    const title = await screen.findByRole('heading', { level: 1, name: "J'adore EDP 100 ml" });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('al volver atrás también lleva el foco al título', async () => {
    const { router } = renderRoute('/web-products', [catalogueMock, detailMock]);
    fireEvent.click(await screen.findByRole('link', { name: "J'adore EDP 100 ml" }));
    await screen.findByRole('heading', { level: 1, name: "J'adore EDP 100 ml" });

    await act(() => router.navigate(-1));

    const title = await screen.findByRole('heading', { level: 1, name: 'Productos' });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('desde el menú del catálogo, el foco acaba en el título y no en el botón que lo abrió', async () => {
    const menu = {
      categories: [{ __typename: 'Category' as const, id: 'c-1', name: 'Perfumes Mujer' }],
      brands: [{ __typename: 'Brand' as const, id: 'b-2', name: 'Dior' }],
    };
    renderRoute('/esta-ruta-no-existe', [
      { request: { query: CatalogueMenuDocument }, result: { data: menu } },
      catalogueMock,
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Categorías' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catálogo' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Todos los productos' }));

    const title = await screen.findByRole('heading', { level: 1, name: 'Productos' });
    // Focus moves one turn after the dialog hands it back to its trigger, so the title keeps it.
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Categorías' })).not.toHaveFocus();
  });

  it('con un #ancla va a ella (la lista de productos) en vez de al título', async () => {
    const { router } = renderRoute('/web-products', [catalogueMock, brandMock]);
    await screen.findByRole('heading', { name: "J'adore EDP 100 ml" });

    await act(() => router.navigate('/brand/b-2#productos'));

    const list = await screen.findByRole('list', { name: 'Productos de Dior' });
    const anchor = list.closest<HTMLElement>('#productos')!;
    await waitFor(() => expect(anchor).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Dior' })).not.toHaveFocus();
    // The anchor came with the brand's data: scrolled to smoothly once it was there. (Before that,
    // react-router's ScrollRestoration may jump to the old page's #productos, which does not count.)
    const scrollsToAnchor = scrollIntoView.mock.contexts.flatMap((element, call) =>
      element === anchor ? [scrollIntoView.mock.calls[call]] : [],
    );
    expect(scrollsToAnchor).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(anchor);
  });

  it('al abrir directamente una dirección con #ancla salta hasta ella, sin mover el foco', async () => {
    renderRoute('/brand/b-2#productos', [brandMock]);

    const list = await screen.findByRole('list', { name: 'Productos de Dior' });
    // At once, as a browser does with an anchor on load (a smooth scroll there can be cut short).
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(list.closest('#productos'));
    expect(document.body).toHaveFocus();
  });

  it('no cambia el foco al ordenar o paginar dentro de la misma página', async () => {
    const { router } = renderRoute('/web-products', [
      catalogueMock,
      {
        ...catalogueMock,
        request: { ...catalogueMock.request, variables: { ...catalogueMock.request.variables, sort: 'NAME' } },
      },
    ]);
    const trigger = await screen.findByRole('combobox', { name: 'Ordenar por' });
    trigger.focus();

    await act(() => router.navigate('/web-products?sort=name'));

    expect(router.state.location.search).toBe('?sort=name');
    // Let any zero-delay focus move run (a new page's would): none comes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(trigger).toHaveFocus();
  });
});

describe('margen de desplazamiento bajo la barra superior', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sigue la altura de la barra, medida por un ResizeObserver y no durante el render', async () => {
    let report: ((height: number) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = (height) =>
            callback(
              [{ borderBoxSize: [{ blockSize: height, inlineSize: 400 }] } as unknown as ResizeObserverEntry],
              this as never,
            );
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const { unmount } = renderRoute('/web-products', [catalogueMock]);
    await screen.findByRole('heading', { name: "J'adore EDP 100 ml" });

    expect(observed).toHaveLength(1);
    expect(observed[0]!.tagName).toBe('HEADER');
    act(() => report?.(72.4));
    expect(document.documentElement.style.scrollPaddingTop).toBe('80px');
    act(() => report?.(120));
    expect(document.documentElement.style.scrollPaddingTop).toBe('128px');

    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
  });
});
