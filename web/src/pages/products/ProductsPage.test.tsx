import { PRODUCT_CARD_SIZES } from '@esencia/domain/media/responsive-image';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE } from '../../catalog/useCatalogueParams';
import type { ProductCardFieldsFragment } from '../../catalog/productCard.generated';
import type { ProductSort } from '../../gql/graphql';
import { detailedProductFixture, productCardFixture, productPageFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { ProductDetailDocument } from '../product-detail/product-detail.generated';
import { CatalogueProductsDocument } from './products.generated';

function catalogueMock(
  sort: ProductSort,
  items: ProductCardFieldsFragment[],
  page = 1,
  totalPages = 1,
  total = items.length,
) {
  return {
    request: { query: CatalogueProductsDocument, variables: { sort, page, pageSize: CATALOGUE_PAGE_SIZE } },
    result: {
      data: { products: productPageFixture(items, { total, page, totalPages }) },
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

  it('al señalar una tarjeta prepara la ficha del producto: al abrirla se muestra sin volver a pedirla', async () => {
    let asked = 0;
    const detail = detailedProductFixture({ id: 'p-1', name: 'Sauvage EDT 100 ml' });
    renderRoute('/web-products', [
      catalogueMock('POSITION', [byPosition]),
      // Answers once: a second request for the product would find no answer and show the page's error.
      {
        request: {
          query: ProductDetailDocument,
          variables: (variables: { id: string }) => variables.id === 'p-1' && ++asked > 0,
        },
        result: { data: { product: detail } },
      },
    ]);
    const link = await screen.findByRole('link', { name: /Sauvage EDT 100 ml/ });

    fireEvent.pointerEnter(link);
    expect(asked).toBe(1);
    fireEvent.focus(link);
    fireEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('la primera imagen de la página carga primero; las demás, en diferido y en WebP a su tamaño', async () => {
    const withImages = [
      productCardFixture({ id: 'p-1', name: 'Sauvage EDT 100 ml', imageUrl: '/files/products/sauvage.jpg' }),
      productCardFixture({ id: 'p-2', name: 'Miss Dior 100 ml', imageUrl: '/files/products/miss-dior.jpg' }),
    ];
    renderRoute('/web-products', [catalogueMock('POSITION', withImages)]);
    await screen.findByRole('heading', { name: 'Miss Dior 100 ml' });

    const [first, second] = [...document.querySelectorAll('img')];
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('sizes', PRODUCT_CARD_SIZES);
    expect(second?.getAttribute('srcset')).toContain('/files/products/miss-dior.jpg?w=320&fmt=webp 320w');
  });

  it('cada tarjeta: el enlace se llama como lo que muestra (el nombre); promoción, precio y stock lo describen', async () => {
    const promoted = productCardFixture({
      id: 'p-3',
      name: 'CH Women EDT 100 ml',
      description: 'Pomelo, **rosa** y sándalo.',
      discountApplied: true,
      price: { __typename: 'Money', formatted: 'S/ 349.00' },
      originalPrice: { __typename: 'Money', formatted: 'S/ 399.00' },
      promotion: {
        __typename: 'Promotion',
        status: 'ACTIVE',
        singleDay: false,
        badge: '-S/50',
        headline: '¡EN PROMOCIÓN!',
        detail: 'Hasta 06/12/2026',
      },
    });
    renderRoute('/web-products', [catalogueMock('POSITION', [byPosition, promoted])]);

    // Each card's link is named by what it shows, the product's name; the rest is its description.
    const link = await screen.findByRole('link', { name: 'Sauvage EDT 100 ml' });
    expect(link).toHaveAttribute('href', '/product/p-1');
    expect(link).toHaveAccessibleDescription('Precio S/ 489.00. Stock disponible');
    const promotedLink = screen.getByRole('link', { name: 'CH Women EDT 100 ml' });
    expect(promotedLink).toHaveAccessibleDescription(
      '¡EN PROMOCIÓN!, Hasta 06/12/2026. Descuento -S/50. Precio S/ 349.00, antes S/ 399.00. Stock disponible',
    );
    // What the card shows first, in reading order: the brand, then the name.
    const card = promotedLink.closest('article')!;
    const shown = within(card).getByText('Carolina Herrera');
    expect(shown.compareDocumentPosition(within(card).getByRole('heading'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(card.textContent?.startsWith('Carolina HerreraCH Women EDT 100 ml')).toBe(true);
    // The description keeps its light markdown.
    expect(within(card).getByText('rosa').tagName).toBe('STRONG');
  });

  it('una promoción que aún no empieza muestra su descuento y fecha de inicio, sin aplicarlo', async () => {
    const upcoming = productCardFixture({
      promotion: {
        __typename: 'Promotion',
        status: 'UPCOMING',
        singleDay: false,
        badge: '-15%',
        headline: 'Próximamente en promoción',
        detail: '-15% desde el 24/11/2026',
      },
    });
    renderRoute('/web-products', [catalogueMock('POSITION', [upcoming])]);

    const label = (await screen.findByText('Próximamente en promoción')).closest('p');
    expect(label).toHaveTextContent('Próximamente en promoción-15% desde el 24/11/2026');
    // No discount badge nor struck price: the discount does not apply yet.
    expect(screen.queryByText('-15%')).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('una página más allá del final ofrece volver a la primera', async () => {
    const { router } = renderRoute('/web-products?page=99', [
      catalogueMock('POSITION', [], 99, 2, 13),
      catalogueMock('POSITION', [byPosition], 1, 2, 13),
    ]);

    expect(await screen.findByText('No hay productos en esta página.')).toBeInTheDocument();
    expect(screen.getByText('La lista tiene 2 páginas.')).toBeInTheDocument();
    expect(screen.getByText('13 productos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a la primera página' }));

    expect(await screen.findByRole('heading', { name: 'Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // The button went away with the page: focus waits at the page's title.
    expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toHaveFocus();
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

  it('muestra el estado vacío, sin selector de orden', async () => {
    renderRoute('/web-products', [catalogueMock('POSITION', [])]);

    expect(await screen.findByText('No hay productos disponibles.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).not.toBeInTheDocument();
  });

  it('muestra el error con opción de reintentar', async () => {
    renderRoute('/web-products', [
      {
        request: {
          query: CatalogueProductsDocument,
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
