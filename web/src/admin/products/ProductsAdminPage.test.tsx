import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  adminPageLifecycle,
  adminTable,
  cellTexts,
  mutationMock,
  renderAdminPage,
  stubPhoneScreen,
} from '../shared/adminTesting';
import { adminProduct, adminProductsMock, productStatisticsMock, promotion } from './productFixtures';
import {
  AdjustProductStockDocument,
  DeleteProductDocument,
  SetProductCarouselDocument,
  SwitchOffExpiredPromotionsDocument,
} from './products.generated';

const sauvage = adminProduct({
  promotion: promotion({ type: 'PERCENTAGE', discount: 10, status: 'ACTIVE' }),
  carousel: true,
});
const chanel = adminProduct({
  id: 'p-2',
  name: 'Chance Eau Tendre',
  description: 'Floral. '.repeat(30),
  brandId: 'b-chanel',
  brand: { __typename: 'Brand', id: 'b-chanel', name: 'Chanel' },
  originalPrice: { __typename: 'Money', cents: 35000, formatted: 'S/ 350.00' },
  price: { __typename: 'Money', cents: 35000, formatted: 'S/ 350.00' },
  promotion: promotion({
    type: 'FIXED',
    discount: 20,
    status: 'UPCOMING',
    startDate: '2099-01-01',
    endDate: '2099-01-05',
  }),
  stock: 0,
  active: false,
});

function renderPage(mocks: MockLink.MockedResponse[] = [], page = adminProductsMock([sauvage, chanel])) {
  return renderAdminPage('/admin/products', [page, productStatisticsMock(), ...mocks]);
}

// The first render also loads the lazy admin chunks, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };
const { table, rowOf } = adminTable('Productos', SLOW);

async function choose(select: string, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: select }), { key: 'Enter' });
  fireEvent.keyDown(await screen.findByRole('option', { name: option }), { key: 'Enter' });
}

describe('Productos del panel (/admin/products)', () => {
  adminPageLifecycle(() => import('./ProductsAdminPage'));

  it('lista los productos con su imagen, descripción, marca, precios, descuento, stock, promoción, estado y carrusel', async () => {
    await renderPage();

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Producto',
      'Marca',
      'Precio original',
      'Descuento',
      'Precio final',
      'Stock',
      'Promoción',
      'Estado',
      'Carrusel',
      'Acciones',
    ]);
    const first = cellTexts(await rowOf('Sauvage EDT 100 ml'));
    expect(first.slice(1, 9)).toEqual(['Dior', 'S/ 120.00', '-10%', 'S/ 108.00', '−12+', 'Activa', 'Activo', 'Sí']);
    // The light markdown is shown as plain text.
    expect(first[0]).toBe('Sauvage EDT 100 mlFresco y especiado. Ideal para el día.');
    const second = cellTexts(await rowOf('Chance Eau Tendre'));
    expect(second.slice(1, 9)).toEqual([
      'Chanel',
      'S/ 350.00',
      '-S/20',
      'S/ 330.00',
      '−Agotado+',
      'Próxima',
      'Inactivo',
      'No',
    ]);
    // The preview is cut at 100 characters.
    const preview = (second[0] ?? '').replace('Chance Eau Tendre', '');
    expect(Array.from(preview)).toHaveLength(101);
    expect(preview.endsWith('…')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Mostrar Sauvage EDT 100 ml en el carrusel' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Quitar una unidad de Chance Eau Tendre' })).toBeDisabled();
  });

  it('las unidades reservadas para pedidos se muestran bajo el stock (en stock, no a la venta) y − no baja de ellas', async () => {
    await renderAdminPage('/admin/products', [
      adminProductsMock([
        { ...sauvage, heldStock: 2 },
        { ...chanel, stock: 1, heldStock: 1 },
      ]),
      productStatisticsMock(),
    ]);

    expect(cellTexts(await rowOf('Sauvage EDT 100 ml'))[5]).toBe('−12+2 reservadas para pedidos');
    expect(cellTexts(await rowOf('Chance Eau Tendre'))[5]).toBe('−1+1 reservada para pedidos');
    // − would take the stock under the units held (the server refuses it): disabled, as at 0.
    expect(screen.getByRole('button', { name: 'Quitar una unidad de Chance Eau Tendre' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar una unidad de Sauvage EDT 100 ml' })).toBeEnabled();
  });

  it("muestra cuántas personas esperan cada producto (con la página) y 'Primero los más esperados' lo pide al servidor", async () => {
    const waited = { ...chanel, restockWaiting: 3 };
    const { router } = await renderPage(
      [adminProductsMock([waited, sauvage], { sort: 'MOST_WAITED' }, { total: 30, totalPages: 2 })],
      adminProductsMock([sauvage, waited]),
    );

    // Under the stock, as the units held for orders; nothing under a product nobody waits for.
    expect(cellTexts(await rowOf('Chance Eau Tendre'))[5]).toBe('−Agotado+3 personas esperan este producto');
    expect(cellTexts(await rowOf('Sauvage EDT 100 ml'))[5]).toBe('−12+');
    const names = () =>
      within(screen.getByRole('table', { name: 'Productos' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellTexts(row)[0]?.slice(0, 10));
    expect(names()).toEqual(['Sauvage ED', 'Chance Eau']);

    // The whole list's order, not the page's: the server's first page of the most awaited, kept in the address.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Primero los más esperados' }));
    await waitFor(() => expect(names()).toEqual(['Chance Eau', 'Sauvage ED']));
    expect(router.state.location.search).toBe('?orden=esperados');
    expect(screen.getByRole('navigation', { name: 'Páginas de productos' })).toHaveTextContent(
      'Página 1 de 2 (30 productos)',
    );
  });

  it('+ en un producto que esperan vuelve a pedir la página: los avisados ya no esperan', async () => {
    const waited = { ...chanel, restockWaiting: 2 };
    await renderPage(
      [
        mutationMock(
          AdjustProductStockDocument,
          { id: 'p-2', delta: 1 },
          { adjustProductStock: { __typename: 'Product', id: 'p-2', stock: 1 } },
        ),
        adminProductsMock([sauvage, { ...chanel, stock: 1 }]),
      ],
      adminProductsMock([sauvage, waited]),
    );
    expect(cellTexts(await rowOf('Chance Eau Tendre'))[5]).toBe('−Agotado+2 personas esperan este producto');

    fireEvent.click(screen.getByRole('button', { name: 'Agregar una unidad de Chance Eau Tendre' }));
    await waitFor(() => expect(cellTexts(screen.getByRole('row', { name: /Chance Eau Tendre/ }))[5]).toBe('−1+'));
  });

  it('?orden=esperados abre la lista con los más esperados primero', async () => {
    await renderAdminPage('/admin/products?orden=esperados', [
      adminProductsMock([{ ...chanel, restockWaiting: 1 }, sauvage], { sort: 'MOST_WAITED' }),
      productStatisticsMock(),
    ]);

    expect(cellTexts(await rowOf('Chance Eau Tendre'))[5]).toBe('−Agotado+1 persona espera este producto');
    expect(screen.getByRole('checkbox', { name: 'Primero los más esperados' })).toBeChecked();
  });

  it('muestra las cuatro tarjetas y el stock bajo de productStatistics', async () => {
    await renderPage();

    const summary = await screen.findByRole('region', { name: 'Resumen de productos' }, SLOW);
    await waitFor(() =>
      expect(within(summary).getByRole('group', { name: 'Total de productos' })).toHaveTextContent('3'),
    );
    expect(
      within(summary)
        .getAllByRole('group')
        .map((card) => card.textContent),
    ).toEqual([
      'Total de productos3',
      'Activos2',
      'En promoción11 activas · 0 próximas',
      'En carrusel1',
      'Stock bajo1Activos con 5 unidades o menos',
    ]);
  });

  it('− y + piden adjustProductStock(id, ∓1) y muestran el stock que responde el servidor', async () => {
    await renderPage([
      mutationMock(
        AdjustProductStockDocument,
        { id: 'p-1', delta: 1 },
        {
          adjustProductStock: { __typename: 'Product', id: 'p-1', stock: 13 },
        },
      ),
      mutationMock(
        AdjustProductStockDocument,
        { id: 'p-1', delta: -1 },
        {
          adjustProductStock: { __typename: 'Product', id: 'p-1', stock: 12 },
        },
      ),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Agregar una unidad de Sauvage EDT 100 ml' }));
    expect(await screen.findByLabelText('Stock de Sauvage EDT 100 ml: 13')).toHaveTextContent('13');

    fireEvent.click(screen.getByRole('button', { name: 'Quitar una unidad de Sauvage EDT 100 ml' }));
    expect(await screen.findByLabelText('Stock de Sauvage EDT 100 ml: 12')).toHaveTextContent('12');
  });

  it("si el servidor no cambia el stock avisa 'Error al actualizar el stock'", async () => {
    await renderPage([
      { request: { query: AdjustProductStockDocument, variables: { id: 'p-1', delta: 1 } }, error: new Error('red') },
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Agregar una unidad de Sauvage EDT 100 ml' }));

    expect(await screen.findByText('Error al actualizar el stock')).toBeInTheDocument();
    expect(screen.getByLabelText('Stock de Sauvage EDT 100 ml: 12')).toBeInTheDocument();
  });

  it('el casillero del carrusel pide setProductCarousel; un fallo avisa con el texto de la especificación', async () => {
    await renderPage([
      mutationMock(
        SetProductCarouselDocument,
        { id: 'p-2', carousel: true },
        {
          setProductCarousel: { __typename: 'Product', id: 'p-2', carousel: true },
        },
      ),
      {
        request: { query: SetProductCarouselDocument, variables: { id: 'p-1', carousel: false } },
        result: {
          data: {
            setProductCarousel: {
              __typename: 'NotFoundError',
              errorCode: 'PRODUCT_NOT_FOUND',
              message: 'Producto con ID p-1 no encontrado',
            },
          },
        },
      },
    ]);
    await table();

    const chanelBox = screen.getByRole('checkbox', { name: 'Mostrar Chance Eau Tendre en el carrusel' });
    fireEvent.click(chanelBox);
    await waitFor(() => expect(chanelBox).toBeChecked());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Mostrar Sauvage EDT 100 ml en el carrusel' }));
    expect(await screen.findByText('Error al actualizar el estado del carousel')).toBeInTheDocument();
    expect(screen.getByText('Producto con ID p-1 no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mostrar Sauvage EDT 100 ml en el carrusel' })).toBeChecked();
  });

  it('eliminar pide confirmación, borra y avisa «Producto eliminado con éxito»', async () => {
    await renderPage([
      mutationMock(
        DeleteProductDocument,
        { id: 'p-2' },
        {
          deleteProduct: { __typename: 'ProductDeleted', id: 'p-2', message: 'Producto eliminado con éxito' },
        },
      ),
      adminProductsMock([sauvage]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Chance Eau Tendre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar «Chance Eau Tendre»?');
    // Cancelling deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Chance Eau Tendre' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Producto eliminado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chance Eau Tendre')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("un borrado que falla avisa 'Error al eliminar producto' y deja el producto", async () => {
    await renderPage([
      { request: { query: DeleteProductDocument, variables: { id: 'p-2' } }, error: new Error('red') },
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Chance Eau Tendre' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Error al eliminar producto')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Eliminar producto' })).toBeInTheDocument();
  });

  it("'Desactivar promociones expiradas' muestra el mensaje del servidor", async () => {
    await renderPage([
      mutationMock(
        SwitchOffExpiredPromotionsDocument,
        {},
        {
          switchOffExpiredPromotions: {
            __typename: 'ExpiredPromotionsSwitchedOff',
            count: 2,
            message: 'Se han desactivado 2 promociones expiradas',
          },
        },
      ),
      adminProductsMock([sauvage, chanel]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar promociones expiradas' }));

    expect(await screen.findByText('Se han desactivado 2 promociones expiradas')).toBeInTheDocument();
  });

  it("'Exportar movimientos (CSV)' descarga el registro de stock de todos los productos", async () => {
    await renderPage();
    await table();

    const link = screen.getByRole('link', { name: 'Exportar movimientos (CSV)' });
    expect(link).toHaveAttribute('href', '/api/admin/stock-movements.csv');
    expect(link).toHaveAttribute('download');
  });

  it('notificar abre un mensaje de WhatsApp con el producto, su precio, la promoción y su enlace', async () => {
    await renderPage();
    await table();

    const link = screen.getByRole('link', { name: 'Notificar Sauvage EDT 100 ml por WhatsApp' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain('*Sauvage EDT 100 ml*');
    expect(text).toContain('Precio: S/ 108.00 (antes S/ 120.00)');
    expect(text).toContain('-10%');
    expect(text).toContain(`${window.location.origin}/product/p-1`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('la imagen abre el visor: las flechas pasan de imagen y Escape lo cierra', async () => {
    await renderPage();
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Ver imágenes de Sauvage EDT 100 ml' }));
    const viewer = await screen.findByRole('dialog', { name: 'Imágenes de Sauvage EDT 100 ml' });
    expect(within(viewer).getByText('Imagen 1 de 2')).toBeInTheDocument();

    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByText('Imagen 2 de 2')).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(within(viewer).getByText('Imagen 1 de 2')).toBeInTheDocument();

    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("si la lista no carga ofrece 'Intentar de nuevo'", async () => {
    renderAdminPage('/admin/products', [
      {
        request: adminProductsMock([]).request,
        error: new Error('red'),
      },
      adminProductsMock([sauvage]),
      productStatisticsMock(),
    ]);

    expect(await screen.findByText('Error al cargar productos', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByText('Sauvage EDT 100 ml')).toBeInTheDocument();
  });

  it('busca por nombre o marca y muestra lo que responde el servidor', async () => {
    await renderPage([adminProductsMock([chanel], 'chanel')]);
    await table();

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar productos' }), { target: { value: 'chanel ' } });

    await waitFor(() => expect(screen.queryByText('Sauvage EDT 100 ml')).not.toBeInTheDocument());
    expect(screen.getByText('Chance Eau Tendre')).toBeInTheDocument();
  });

  it('?q= es la búsqueda inicial (los enlaces del resumen a cada producto)', async () => {
    // Only the search's answer is mocked: a first load without it would find no mock and fail.
    await renderAdminPage('/admin/products?q=Chance', [adminProductsMock([chanel], 'Chance'), productStatisticsMock()]);

    expect(await screen.findByRole('textbox', { name: 'Buscar productos' }, SLOW)).toHaveValue('Chance');
    expect(within(await table()).getByText('Chance Eau Tendre')).toBeInTheDocument();
    expect(screen.queryByText('Sauvage EDT 100 ml')).not.toBeInTheDocument();
  });

  it('filtra en el servidor por estado, promoción, stock bajo y carrusel, y lo guarda en la dirección', async () => {
    const { router } = await renderPage([
      adminProductsMock([sauvage], { lowStock: true }),
      adminProductsMock([sauvage], { lowStock: true, carousel: false }),
    ]);
    await table();

    await choose('Stock', 'Stock bajo');
    await waitFor(() => expect(screen.queryByText('Chance Eau Tendre')).not.toBeInTheDocument());
    await choose('Carrusel', 'Fuera del carrusel');

    await waitFor(() => expect(router.state.location.search).toBe('?stock=bajo&carrusel=no'));
    expect(within(await table()).getByText('Sauvage EDT 100 ml')).toBeInTheDocument();
  });

  it('?stock=bajo (el enlace del resumen) lista los de stock bajo, página por página', async () => {
    const { router } = await renderAdminPage('/admin/products?stock=bajo', [
      adminProductsMock([sauvage], { lowStock: true }, { total: 30, totalPages: 2 }),
      adminProductsMock([chanel], { lowStock: true, page: 2 }, { total: 30, totalPages: 2 }),
      productStatisticsMock(),
    ]);

    expect(await screen.findByRole('combobox', { name: 'Stock' }, SLOW)).toHaveTextContent('Stock bajo');
    const pages = await screen.findByRole('navigation', { name: 'Páginas de productos' });
    expect(pages).toHaveTextContent('Página 1 de 2 (30 productos)');
    fireEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));

    expect(await screen.findByText('Chance Eau Tendre')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stock=bajo&pagina=2');
  });

  it('sin resultados con filtros lo dice', async () => {
    await renderAdminPage('/admin/products?estado=inactivos', [
      adminProductsMock([], { active: false }),
      productStatisticsMock(),
    ]);

    expect(await screen.findByText('Ningún producto cumple los filtros elegidos.', {}, SLOW)).toBeInTheDocument();
  });

  it('la búsqueda sale 300 ms después de la última tecla', async () => {
    await renderPage([adminProductsMock([chanel], 'chanel')]);
    const list = (await table()).closest('[aria-busy]') as HTMLElement;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar productos' }), { target: { value: 'chan' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar productos' }), { target: { value: 'chanel' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(list).toHaveAttribute('aria-busy', 'false');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list).toHaveAttribute('aria-busy', 'true');
  });

  it('en el teléfono cada producto es una tarjeta con sus datos y acciones', async () => {
    stubPhoneScreen();
    await renderPage();

    const cards = await screen.findByRole('list', { name: 'Productos' }, SLOW);
    const articles = within(cards).getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Sauvage EDT 100 ml',
      'Chance Eau Tendre',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(articles[0] as HTMLElement);
    expect(card.getByText('Precio final').nextElementSibling).toHaveTextContent('S/ 108.00');
    expect(card.getByRole('button', { name: 'Agregar una unidad de Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Editar Sauvage EDT 100 ml' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Notificar Sauvage EDT 100 ml por WhatsApp' })).toBeInTheDocument();
  });
});
