import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailedProductFixture } from '../../test/fixtures';
import { BREADCRUMB_NAME, renderRoute } from '../../test/renderRoute';
import { ProductDetailDocument } from './product-detail.generated';

function productMock(id: string, product: ReturnType<typeof detailedProductFixture> | null) {
  return { request: { query: ProductDetailDocument, variables: { id } }, result: { data: { product } } };
}

describe('detalle de producto', () => {
  it('muestra el precio con descuento, el original tachado, la promoción y el stock', async () => {
    renderRoute('/product/p-7', [productMock('p-7', detailedProductFixture())]);

    expect(await screen.findByRole('heading', { level: 1, name: "J'adore EDP 100 ml" })).toBeInTheDocument();
    expect(screen.getByText('S/ 99.90')).toBeInTheDocument();
    const original = screen.getByText('S/ 129.90');
    expect(original.closest('s')).not.toBeNull();
    expect(screen.getByText('-23%')).toBeInTheDocument();
    expect(screen.getByText('¡EN PROMOCIÓN!')).toBeInTheDocument();
    expect(screen.getByText('Hasta 30/11/2026')).toBeInTheDocument();
    expect(screen.getByText('¡Últimas 3 unidades!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dior' })).toHaveAttribute('href', '/brand/b-2');
  });

  it('muestra la descripción con negritas sin interpretar HTML', async () => {
    renderRoute('/product/p-7', [productMock('p-7', detailedProductFixture())]);

    const strong = await screen.findByText('ylang-ylang');
    expect(strong.tagName).toBe('STRONG');
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('no muestra precio tachado cuando no hay descuento', async () => {
    const product = detailedProductFixture({ discountApplied: false, promotion: null });
    renderRoute('/product/p-7', [productMock('p-7', product)]);

    await screen.findByRole('heading', { level: 1, name: "J'adore EDP 100 ml" });
    expect(screen.queryByText('S/ 129.90')).not.toBeInTheDocument();
  });

  it('limita la cantidad al stock disponible', async () => {
    renderRoute('/product/p-7', [productMock('p-7', detailedProductFixture())]);

    const quantity = await screen.findByLabelText('Cantidad');
    const increase = screen.getByRole('button', { name: 'Aumentar cantidad' });
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(quantity).toHaveValue(3);
    expect(increase).toBeDisabled();

    fireEvent.change(quantity, { target: { value: '10' } });
    expect(quantity).toHaveValue(3);
    expect(within(screen.getByRole('article')).getByRole('status')).toHaveTextContent(
      'Solo hay 3 unidades disponibles',
    );
    expect(quantity).toHaveAccessibleDescription('Solo hay 3 unidades disponibles');

    // Back within the stock, the notice goes away.
    fireEvent.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
    expect(quantity).toHaveValue(2);
    expect(screen.queryByText('Solo hay 3 unidades disponibles')).not.toBeInTheDocument();
  });

  it('amplía la imagen en un visor que se recorre con las flechas y se cierra con Escape', async () => {
    renderRoute('/product/p-7', [productMock('p-7', detailedProductFixture())]);

    const main = await screen.findByRole('button', { name: "Ampliar imagen: J'adore EDP 100 ml, imagen 1 de 2" });
    expect(screen.getByRole('button', { name: 'Ver imagen 2 de 2' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(main);

    const viewer = await screen.findByRole('dialog', { name: "J'adore EDP 100 ml" });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/files/products/jadore-1.png');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: "J'adore EDP 100 ml, imagen 2 de 2" })).toHaveAttribute(
      'src',
      '/files/products/jadore-2.png',
    );

    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // An image viewer closes at once (no 'Confirmar salida'), leaving the gallery on the image seen last.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver imagen 2 de 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ofrece volver al catálogo cuando el producto no existe', async () => {
    renderRoute('/product/nope', [productMock('nope', null)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos el producto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute('href', '/web-products');
    await waitFor(() => expect(document.title).toBe('Producto no encontrado — Esencia'));
  });

  it('un producto inactivo no muestra su nombre, ni en la pestaña', async () => {
    renderRoute('/product/p-7', [productMock('p-7', detailedProductFixture({ active: false }))]);

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos el producto' })).toBeInTheDocument();
    expect(screen.queryByText(/J'adore/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Producto no encontrado — Esencia'));
    expect(document.title).not.toMatch(/J'adore/);
  });

  it('un producto de una marca inactiva: el servidor responde null a los compradores y la página dice que no está', async () => {
    // The server's real answer (catalog.graphql.spec: 'a product of an inactive brand is answered null').
    renderRoute('/product/p-7', [productMock('p-7', null)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos el producto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute('href', '/web-products');
    expect(screen.queryByRole('button', { name: /^Añadir al carrito/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Producto no encontrado — Esencia'));
  });

  it('la admin, que sí recibe un producto de una marca inactiva, ve lo mismo que un comprador, sin su nombre', async () => {
    const product = detailedProductFixture({ brand: { __typename: 'Brand', id: 'b-2', name: 'Dior', active: false } });
    renderRoute('/product/p-7', [productMock('p-7', product)]);

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos el producto' })).toBeInTheDocument();
    expect(screen.queryByText('S/ 99.90')).not.toBeInTheDocument();
    expect(screen.queryByText(/J'adore/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Producto no encontrado — Esencia'));
  });

  it('la pestaña lleva el nombre de un producto a la venta', async () => {
    renderRoute('/product/p-7', [productMock('p-7', detailedProductFixture())]);

    await screen.findByRole('heading', { level: 1, name: "J'adore EDP 100 ml" });
    await waitFor(() => expect(document.title).toBe("J'adore EDP 100 ml — Esencia"));
  });

  it('muestra el mensaje de error cuando falla la carga', async () => {
    renderRoute('/product/p-7', [
      { request: { query: ProductDetailDocument, variables: { id: 'p-7' } }, error: new Error('Network down') },
    ]);

    const message = await screen.findByText('Lo sentimos, ha ocurrido un error al cargar el producto.');
    expect(message).toBeInTheDocument();
  });

  it('arma la miga de pan según la página de origen', async () => {
    renderRoute(
      {
        pathname: '/product/p-7',
        state: {
          trail: [
            { label: 'Inicio', href: '/' },
            { label: 'Dior', href: '/brand/b-2' },
          ],
        },
      },
      [productMock('p-7', detailedProductFixture())],
    );

    const nav = await screen.findByRole('navigation', { name: BREADCRUMB_NAME });
    expect(within(nav).getByRole('link', { name: 'Dior' })).toHaveAttribute('href', '/brand/b-2');
    expect(within(nav).getByText("J'adore EDP 100 ml")).toHaveAttribute('aria-current', 'page');
  });
});
