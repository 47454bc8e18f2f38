import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandStripPageFixture, productCardFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { BrandStripDocument, BrandStripMoreDocument, CarouselProductsDocument } from './home.generated';

const featured = [
  productCardFixture(),
  productCardFixture({
    id: 'p-2',
    name: 'Sauvage EDT 100 ml',
    brand: { __typename: 'Brand', id: 'b-2', name: 'Dior' },
  }),
];

const mocks = [
  { request: { query: CarouselProductsDocument }, result: { data: { products: { items: featured } } } },
  { request: { query: BrandStripDocument }, result: { data: brandStripPageFixture([]) } },
];

describe('inicio', () => {
  it('muestra los productos destacados en el carrusel, uno a la vez', async () => {
    renderRoute('/', mocks);

    const carousel = await screen.findByRole('region', { name: 'Productos destacados' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const slide = await within(carousel).findByRole('group');
    expect(carousel).not.toHaveAttribute('aria-busy');
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
    renderRoute('/', [
      mocks[0]!,
      { request: { query: BrandStripDocument }, result: { data: brandStripPageFixture(brands) } },
    ]);

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

  it('con muchas marcas trae solo la primera página y las demás cuando el carrusel llega a ellas', async () => {
    const brand = (place: number) => ({ id: `m-${place + 1}`, name: `Marca ${place + 1}`, logoUrl: null });
    const page = (number: number) => Array.from({ length: 10 }, (_, offset) => brand((number - 1) * 10 + offset));
    const more = (number: number) => ({
      request: { query: BrandStripMoreDocument, variables: { page: number } },
      result: { data: brandStripPageFixture(page(number), { total: 30, page: number }) },
    });
    renderRoute('/', [
      mocks[0]!,
      { request: { query: BrandStripDocument }, result: { data: brandStripPageFixture(page(1), { total: 30 }) } },
      // At the first brand: the one before it (the last page) is asked for at once; the second page once the
      // carousel has moved on (a turn later it needs brand 11).
      more(3),
      more(2),
    ]);

    const strip = await screen.findByRole('region', { name: 'Marcas' });
    // Only the first page came with the home: brand 11 is not in the page yet.
    expect(within(strip).queryByRole('link', { name: 'Marca 11', hidden: true })).toBeNull();
    fireEvent.click(within(strip).getByRole('button', { name: 'Anterior' }));
    expect(await within(strip).findByRole('link', { name: 'Marca 30' })).toHaveAttribute(
      'href',
      '/brand/m-30?name=Marca%2030',
    );
    fireEvent.click(within(strip).getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(within(strip).getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(within(strip).getByRole('button', { name: 'Siguiente' }));
    // Showing brand 3 first: brands 3–7 shown, 8–12 next; brand 11 came with the second page.
    expect(await within(strip).findByRole('link', { name: 'Marca 3' })).toBeInTheDocument();
    await waitFor(() => expect(within(strip).getByRole('link', { name: 'Marca 7', hidden: true })).toBeInTheDocument());
  });

  it('avisa si no se pudieron cargar las marcas y permite reintentar', async () => {
    const brands = [{ __typename: 'Brand' as const, id: 'b-2', name: 'Dior', logoUrl: null }];
    renderRoute('/', [
      mocks[0]!,
      { request: { query: BrandStripDocument }, error: new Error('Network down') },
      { request: { query: BrandStripDocument }, result: { data: brandStripPageFixture(brands) } },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las marcas');
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('link', { name: 'Dior' })).toHaveAttribute('href', '/brand/b-2?name=Dior');
  });
});

describe('inicio: primera carga sin saltos', () => {
  it('mientras cargan los destacados, el carrusel ya ocupa su marco y la caja de una diapositiva', async () => {
    const pending = [{ request: { query: CarouselProductsDocument }, delay: Infinity }, mocks[1]!];
    const { unmount } = renderRoute('/', pending);

    const carousel = await screen.findByRole('region', { name: 'Productos destacados' });
    expect(carousel).toHaveAttribute('aria-busy', 'true');
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(carousel).getByText('Cargando productos destacados...')).toBeInTheDocument();
    // The controls' room is kept, invisible and out of reach: no button can be reached inside.
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    const controls = carousel.querySelector('[data-placeholder]');
    expect(controls).toHaveAttribute('aria-hidden', 'true');
    expect(controls).toHaveAttribute('inert');
    // One dot's room per product the carousel asks for (home.queries.ts: pageSize 12).
    expect(controls?.querySelectorAll('span')).toHaveLength(12);
    // The placeholder is a slide's own boxes (same styles): the image frame and the text column.
    const placeholder = carousel.querySelector(':scope > div > div > div');
    const placeholderBoxes = [placeholder, ...Array.from(placeholder?.children ?? [])].map((box) => box?.className);
    unmount();

    renderRoute('/', mocks);
    const slide = await within(await screen.findByRole('region', { name: 'Productos destacados' })).findByRole('group');
    const loaded = slide.firstElementChild;
    const loadedBoxes = [loaded, loaded?.children[0], loaded?.children[1]].map((box) => box?.className);
    expect(placeholderBoxes.every((name) => typeof name === 'string' && name !== '')).toBe(true);
    expect(placeholderBoxes).toEqual(loadedBoxes);
  });

  it('la imagen del primer destacado carga al instante y con prioridad; las demás, perezosas', async () => {
    const pictured = featured.map((product, index) => ({ ...product, imageUrl: `/files/products/p-${index + 1}.png` }));
    renderRoute('/', [
      { request: { query: CarouselProductsDocument }, result: { data: { products: { items: pictured } } } },
      mocks[1]!,
    ]);

    const carousel = await screen.findByRole('region', { name: 'Productos destacados' });
    await within(carousel).findByRole('group', { name: '1 de 2: Good Girl EDP 80 ml' });
    // The second slide is drawn after the first paint (see the next test).
    await waitFor(() => expect(carousel.querySelectorAll('img')).toHaveLength(2));
    const [first, second] = Array.from(carousel.querySelectorAll('img'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width');
    expect(first).toHaveAttribute('height');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
  it('dibuja primero solo la diapositiva visible, luego sus vecinas, y cada una antes de su turno', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) =>
      productCardFixture({ id: `p-${index + 1}`, name: `Perfume ${index + 1}` }),
    );
    renderRoute('/', [
      { request: { query: CarouselProductsDocument }, result: { data: { products: { items: twelve } } } },
      mocks[1]!,
    ]);
    const carousel = await screen.findByRole('region', { name: 'Productos destacados' });
    const drawnNames = () =>
      within(carousel)
        .queryAllByRole('heading', { hidden: true })
        .map((heading) => heading.textContent);

    // Every slide keeps its place and its dot; at first only the one on screen has its product.
    expect(await within(carousel).findByRole('heading', { name: 'Perfume 1' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(12);
    expect(within(carousel).getAllByRole('button', { name: /^Ir al producto/ })).toHaveLength(12);
    // Then its neighbours (the next, and the last, which 'Producto anterior' shows).
    await waitFor(() => expect(drawnNames()).toEqual(['Perfume 1', 'Perfume 2', 'Perfume 12']));

    fireEvent.click(within(carousel).getByRole('button', { name: 'Producto siguiente' }));
    expect(await within(carousel).findByRole('heading', { name: 'Perfume 2' })).toBeVisible();
    expect(drawnNames()).toEqual(['Perfume 1', 'Perfume 2', 'Perfume 3', 'Perfume 12']);
  });
});
