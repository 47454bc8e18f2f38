import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminPageLifecycle, adminTable, cellTexts, renderAdminPage, stubPhoneScreen } from '../shared/adminTesting';
import {
  adminOrderMock,
  adminOrdersMock,
  changeStatusAnswer,
  changeStatusMock,
  orderDetails,
  orderId,
  orderRow,
  orderStatisticsMock,
} from './orderAdminFixtures';
import { AdminOrdersDocument, ChangeOrderStatusDocument } from './orders.generated';

// The server lists oldest first; the page keeps that order by default.
const ana = orderRow();
const luis = orderRow({
  id: orderId('luisrm'),
  status: 'PROCESSING',
  createdAt: '2026-03-03T20:40:00.000Z',
  customer: {
    __typename: 'OrderCustomer',
    fullName: 'Luis Ramos',
    email: 'luis@correo.pe',
    phone: '912345678',
    documentType: 'DNI',
    documentNumber: '41234567',
  },
  total: { __typename: 'Money', cents: 42000, formatted: 'S/ 420.00' },
  paymentMethod: 'IZIPAY',
  paymentMethodLabel: 'Izipay',
});
const rosa = orderRow({
  id: orderId('rosavg'),
  status: 'COMPLETED',
  createdAt: '2026-03-04T14:05:00.000Z',
  customer: {
    __typename: 'OrderCustomer',
    fullName: 'Rosa Vega',
    email: 'rosa@correo.pe',
    phone: '998877665',
    documentType: 'CE',
    documentNumber: '001234567',
  },
  total: { __typename: 'Money', cents: 8000, formatted: 'S/ 80.00' },
});

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return renderAdminPage('/admin/orders', [adminOrdersMock([ana, luis, rosa]), orderStatisticsMock(), ...mocks]);
}

// The first render also loads the lazy admin chunks, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };
const { table } = adminTable('Pedidos', SLOW);
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const rowOf = async (shortId: string) => {
  const row = (await rows()).find((candidate) => within(candidate).queryByText(`#${shortId}`));
  if (!row) throw new Error(`no row for #${shortId}`);
  return row;
};
const exportLink = () => screen.getByRole('link', { name: 'Exportar CSV' });
const actionNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent);
// An open modal hides the rest of the page from the accessibility tree, the toasts included.
const toastRegion = () => screen.getByRole('region', { name: /Notificaciones/, hidden: true });
const toasts = () => within(toastRegion()).queryAllByRole('listitem', { hidden: true });

async function choose(select: string, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: select }), { key: 'Enter' });
  fireEvent.keyDown(await screen.findByRole('option', { name: option }), { key: 'Enter' });
}

describe('Pedidos del panel (/admin/orders)', () => {
  adminPageLifecycle(() => import('./OrdersAdminPage'));

  it('lista los pedidos del más antiguo al más reciente con fecha de Lima, cliente, total, método y estado', async () => {
    await renderPage();

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Pedido', 'Fecha', 'Cliente', 'Total', 'Método de pago', 'Estado', 'Acciones']);
    const all = await rows();
    expect(all.map((row) => cellTexts(row)[0])).toEqual(['#anaqsp', '#luisrm', '#rosavg']);
    expect(cellTexts(all[0] as HTMLElement).slice(0, 6)).toEqual([
      '#anaqsp',
      '02/03/2026 10:15',
      'Ana Quispeana.quispe@correo.pe987654321',
      'S/ 159.90',
      'Yape',
      'Pendiente',
    ]);
    expect(cellTexts(all[1] as HTMLElement)[5]).toBe('En Proceso');
    expect(cellTexts(all[2] as HTMLElement)[5]).toBe('Completada');
  });

  it('muestra las cuatro tarjetas de orderStatistics con los ingresos y el promedio de los completados', async () => {
    await renderPage();

    const summary = await screen.findByRole('region', { name: 'Resumen de pedidos' }, SLOW);
    await waitFor(() =>
      expect(within(summary).getByRole('group', { name: 'Total de pedidos' })).toHaveTextContent('12'),
    );
    expect(
      within(summary)
        .getAllByRole('group')
        .map((card) => card.textContent),
    ).toEqual([
      'Total de pedidos122 en proceso',
      'Pendientes4',
      'Completados5Ingresos S/ 1,250.00 · Promedio S/ 250.00',
      'Cancelados1',
    ]);
  });

  it("'Crear pedido' abre el modal de pedido asistido", async () => {
    await renderPage();
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));

    expect(await screen.findByRole('dialog', { name: 'Crear pedido' })).toBeInTheDocument();
  });

  it('ordena en el servidor por fecha o total, y lo guarda en la dirección', async () => {
    const { router } = await renderPage([
      adminOrdersMock([luis, ana, rosa], { sort: 'TOTAL_DESC' }),
      adminOrdersMock([rosa, luis, ana], { sort: 'NEWEST' }),
    ]);
    await table();
    const order = async () => (await rows()).map((row) => cellTexts(row)[0]);

    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Fecha: más antiguos primero');
    await choose('Ordenar por', 'Total: mayor a menor');
    await waitFor(async () => expect(await order()).toEqual(['#luisrm', '#anaqsp', '#rosavg']));
    expect(router.state.location.search).toBe('?orden=mayor-total');
    expect(exportLink()).toHaveAttribute('href', '/api/admin/orders.csv?sort=total-desc');
    await choose('Ordenar por', 'Fecha: más recientes primero');
    await waitFor(async () => expect(await order()).toEqual(['#rosavg', '#luisrm', '#anaqsp']));
    expect(router.state.location.search).toBe('?orden=recientes');
  }, 15_000);

  it("al recargar conserva búsqueda, estado, fechas, orden y página de la dirección; 'Exportar CSV' los lleva sin la página", async () => {
    renderAdminPage(
      '/admin/orders?q=quispe&estado=processing&desde=2026-03-01&hasta=2026-03-31&orden=recientes&pagina=2',
      [
        adminOrdersMock(
          [luis],
          { search: 'quispe', status: 'PROCESSING', from: '2026-03-01', to: '2026-03-31', sort: 'NEWEST', page: 2 },
          { total: 26, totalPages: 2 },
        ),
        orderStatisticsMock(),
      ],
    );

    expect((await rows()).map((row) => cellTexts(row)[0])).toEqual(['#luisrm']);
    expect(screen.getByRole('textbox', { name: 'Buscar pedidos' })).toHaveValue('quispe');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('En Proceso');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-03-31');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Fecha: más recientes primero');
    expect(screen.getByRole('navigation', { name: 'Páginas de pedidos' })).toHaveTextContent(
      'Página 2 de 2 (26 pedidos)',
    );
    // 'Exportar CSV' downloads every page of the list as filtered: the page number is not passed.
    expect(exportLink()).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?search=quispe&status=processing&from=2026-03-01&to=2026-03-31&sort=newest',
    );
    expect(exportLink()).toHaveAttribute('download');
  });

  it("'Exportar CSV' sin filtros descarga todos los pedidos, del más antiguo al más reciente", async () => {
    renderPage();
    await rows();
    expect(exportLink()).toHaveAttribute('href', '/api/admin/orders.csv?sort=oldest');
  });

  it("pasa de página con 'Siguiente' y 'Anterior', 25 pedidos por página", async () => {
    const { router } = renderAdminPage('/admin/orders', [
      adminOrdersMock([ana, luis, rosa], {}, { total: 28, totalPages: 2 }),
      adminOrdersMock([orderRow({ id: orderId('ultimo') })], { page: 2 }, { total: 28, totalPages: 2 }),
      orderStatisticsMock(),
    ]);
    const pages = await screen.findByRole('navigation', { name: 'Páginas de pedidos' }, SLOW);
    expect(pages).toHaveTextContent('Página 1 de 2 (28 pedidos)');

    fireEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));

    expect(await screen.findByText('#ultimo')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
    const last = screen.getByRole('navigation', { name: 'Páginas de pedidos' });
    expect(last).toHaveTextContent('Página 2 de 2');
    fireEvent.click(within(last).getByRole('button', { name: /Anterior/ }));
    expect(await screen.findByText('#anaqsp')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('filtra por días de Lima (desde, hasta) en el servidor', async () => {
    await renderPage([
      adminOrdersMock([luis], { from: '2026-03-03' }),
      adminOrdersMock([luis], { from: '2026-03-03', to: '2026-03-03' }),
    ]);
    await table();

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-03' } });
    await waitFor(() => expect(screen.queryByText('#anaqsp')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-03' } });

    await waitFor(() => expect(screen.getByLabelText('Hasta')).toHaveValue('2026-03-03'));
    expect((await rows()).map((row) => cellTexts(row)[0])).toEqual(['#luisrm']);
  });

  it('solo ofrece las acciones que permite el flujo: pendiente → procesar o cancelar, en proceso → completar o cancelar', async () => {
    await renderPage();

    expect(actionNames(await rowOf('anaqsp'))).toEqual(['Ver', 'Procesar', 'Cancelar']);
    expect(actionNames(await rowOf('luisrm'))).toEqual(['Ver', 'Completar', 'Cancelar']);
    expect(actionNames(await rowOf('rosavg'))).toEqual(['Ver']);
  });

  it("procesar pide changeOrderStatus y avisa 'Orden {6 últimos} actualizada a En Proceso'", async () => {
    await renderPage([changeStatusMock(ana, 'PROCESSING')]);

    fireEvent.click(within(await rowOf('anaqsp')).getByRole('button', { name: 'Procesar pedido #anaqsp' }));

    expect(await screen.findByText('Orden anaqsp actualizada a En Proceso')).toBeInTheDocument();
    // The row follows the order the server answered.
    await waitFor(async () => expect(cellTexts(await rowOf('anaqsp'))[5]).toBe('En Proceso'));
    expect(actionNames(await rowOf('anaqsp'))).toEqual(['Ver', 'Completar', 'Cancelar']);
  });

  it('cancelar pregunta antes; volver no cambia nada', async () => {
    await renderPage([changeStatusMock(ana, 'CANCELLED')]);

    fireEvent.click(within(await rowOf('anaqsp')).getByRole('button', { name: 'Cancelar pedido #anaqsp' }));
    const question = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    expect(question).toHaveTextContent('¿Seguro que deseas cancelar el pedido #anaqsp?');
    fireEvent.click(within(question).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cellTexts(await rowOf('anaqsp'))[5]).toBe('Pendiente');

    fireEvent.click(within(await rowOf('anaqsp')).getByRole('button', { name: 'Cancelar pedido #anaqsp' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar pedido' })).getByRole('button', {
        name: 'Cancelar pedido',
      }),
    );

    expect(await screen.findByText('Orden anaqsp actualizada a Cancelada')).toBeInTheDocument();
    await waitFor(async () => expect(actionNames(await rowOf('anaqsp'))).toEqual(['Ver']));
  });

  it.each([
    [
      'Error al actualizar el estado de la orden',
      'OrderTransitionError',
      'ORDER_TRANSITION_NOT_ALLOWED',
      'No se puede cambiar una orden Cancelada a Completada',
    ],
    // Completing could not check the stock: a product of the order is gone.
    ['Error al verificar stock', 'StockCheckFailedError', 'STOCK_PRODUCT_NOT_FOUND', 'Producto no encontrado'],
  ])(
    "un cambio que el servidor rechaza avisa '%s' con su motivo (%s)",
    async (title, __typename, errorCode, message) => {
      await renderPage([changeStatusAnswer(luis.id, 'COMPLETED', { __typename, errorCode, message })]);

      fireEvent.click(within(await rowOf('luisrm')).getByRole('button', { name: 'Completar pedido #luisrm' }));

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(cellTexts(await rowOf('luisrm'))[5]).toBe('En Proceso');
    },
  );

  const statusFailures = {
    'un error de red': { error: new TypeError('Failed to fetch') },
    'un error de GraphQL': { result: { errors: [{ message: 'Error interno del servidor' }] } },
  } as const;
  // One row per action: its button, the order, the toast's title, the mutation's variables and the row's status kept.
  const statusActions = [
    ['Procesar', 'anaqsp', 'Error al procesar los datos de la orden', ana.id, 'PROCESSING', 'Pendiente'],
    ['Completar', 'luisrm', 'Error al validar el stock de los productos', luis.id, 'COMPLETED', 'En Proceso'],
    ['Cancelar', 'anaqsp', 'Error al actualizar el estado de la orden', ana.id, 'CANCELLED', 'Pendiente'],
  ] as const;
  it.each(
    Object.entries(statusFailures).flatMap(([failure, answer]) =>
      statusActions.map(
        ([action, shortId, text, ...rest]) => [action, shortId, failure, text, ...rest, answer] as const,
      ),
    ),
  )(
    "'%s' #%s con %s avisa '%s' y la fila no cambia",
    async (action, shortId, _failure, text, id, status, kept, answer) => {
      await renderPage([
        { request: { query: ChangeOrderStatusDocument, variables: { orderId: id, status } }, ...answer },
      ]);

      fireEvent.click(within(await rowOf(shortId)).getByRole('button', { name: `${action} pedido #${shortId}` }));
      if (action === 'Cancelar') {
        const question = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
        fireEvent.click(within(question).getByRole('button', { name: 'Cancelar pedido' }));
      }

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText('Error interno del servidor')).not.toBeInTheDocument();
      expect(cellTexts(await rowOf(shortId))[5]).toBe(kept);
    },
  );

  it("sin stock: el modal 'Productos sin Stock' lista solicitado y disponible, y el aviso resume 2 productos durante 7 s", async () => {
    await renderPage([
      changeStatusAnswer(luis.id, 'COMPLETED', {
        __typename: 'StockShortageError',
        errorCode: 'STOCK_INSUFFICIENT',
        message: 'No se puede completar la orden debido a insuficiente stock',
        shortages: [
          {
            __typename: 'StockShortage',
            productId: 'p-7',
            productName: "J'adore EDP 100 ml",
            requested: 3,
            available: 1,
          },
          {
            __typename: 'StockShortage',
            productId: 'p-1',
            productName: 'Good Girl EDP 80 ml',
            requested: 2,
            available: 0,
          },
          {
            __typename: 'StockShortage',
            productId: 'p-9',
            productName: 'Sauvage EDT 100 ml',
            requested: 4,
            available: 2,
          },
        ],
      }),
    ]);
    const completar = within(await rowOf('luisrm')).getByRole('button', { name: 'Completar pedido #luisrm' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(completar);
    // The mocked answer arrives on a later tick; the toast's 7 s start when the modal and toast appear.
    for (let tick = 0; tick < 100 && !screen.queryByRole('dialog', { name: 'Productos sin Stock' }); tick += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }

    const modal = screen.getByRole('dialog', { name: 'Productos sin Stock' });
    expect(modal).toHaveTextContent('No se puede completar la orden debido a insuficiente stock (pedido #luisrm).');
    const lines = within(modal)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ["J'adore EDP 100 ml", '3', '1'],
      ['Good Girl EDP 80 ml', '2', '0'],
      ['Sauvage EDT 100 ml', '4', '2'],
    ]);

    const [toast] = toasts();
    expect(toast).toHaveAttribute('data-tone', 'error');
    expect(within(toast as HTMLElement).getByText('No se puede completar la orden:')).toBeInTheDocument();
    expect((toast as HTMLElement).textContent).toContain(
      "J'adore EDP 100 ml: solicitado 3, disponible 1\nGood Girl EDP 80 ml: solicitado 2, disponible 0\n" +
        '...y 1 productos más sin stock suficiente',
    );
    expect(toast).not.toHaveTextContent('Sauvage');

    await act(() => vi.advanceTimersByTimeAsync(6999));
    expect(toasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toasts()).toHaveLength(0);

    // Leaving the modal asks first, like every admin modal.
    fireEvent.click(within(modal).getByRole('button', { name: 'Entendido' }));
    expect(screen.getByText('¿Estás seguro que deseas salir?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('dialog', { name: 'Productos sin Stock' })).not.toBeInTheDocument();
    vi.useRealTimers();
    // The order did not move.
    expect(cellTexts(await rowOf('luisrm'))[5]).toBe('En Proceso');
  }, 15_000);

  it('busca por número, nombre, e-mail, celular o documento en el servidor (sin espacios sobrantes)', async () => {
    await renderPage([adminOrdersMock([luis], { search: '41234567' })]);
    await table();

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar pedidos' }), { target: { value: ' 41234567 ' } });

    await waitFor(() => expect(screen.queryByText('#anaqsp')).not.toBeInTheDocument());
    expect((await rows()).map((row) => cellTexts(row)[0])).toEqual(['#luisrm']);
  });

  it('?q= es la búsqueda inicial (el enlace de un movimiento de stock a su pedido)', async () => {
    await renderAdminPage('/admin/orders?q=luisrm', [
      adminOrdersMock([luis], { search: 'luisrm' }),
      orderStatisticsMock(),
    ]);

    expect(await screen.findByRole('textbox', { name: 'Buscar pedidos' }, SLOW)).toHaveValue('luisrm');
    await table();
    expect((await rows()).map((row) => cellTexts(row)[0])).toEqual(['#luisrm']);
  });

  it('con menos de 3 caracteres no busca y lo dice', async () => {
    await renderPage();
    await table();

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar pedidos' }), { target: { value: 'an' } });

    expect(await screen.findByText('Escribe al menos 3 caracteres para buscar.')).toBeInTheDocument();
    expect((await rows()).map((row) => cellTexts(row)[0])).toEqual(['#anaqsp', '#luisrm', '#rosavg']);
  });

  it('filtra por estado en el servidor', async () => {
    await renderPage([adminOrdersMock([luis], { status: 'PROCESSING' })]);
    await table();

    await choose('Estado', 'En Proceso');

    await waitFor(() => expect(screen.queryByText('#anaqsp')).not.toBeInTheDocument());
    expect((await rows()).map((row) => cellTexts(row)[0])).toEqual(['#luisrm']);
  });

  it("'Actualizar' vuelve a pedir la lista", async () => {
    await renderPage([adminOrdersMock([ana, luis, rosa, orderRow({ id: orderId('nuevo1') })])]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));

    expect(await screen.findByText('#nuevo1')).toBeInTheDocument();
  });

  it("si la lista no carga avisa 'Error al cargar pedidos' y ofrece 'Intentar de nuevo'", async () => {
    renderAdminPage('/admin/orders', [
      {
        request: {
          query: AdminOrdersDocument,
          variables: { search: null, status: null, from: null, to: null, sort: 'OLDEST', page: 1 },
        },
        error: new Error('red'),
      },
      adminOrdersMock([ana]),
      orderStatisticsMock(),
    ]);

    expect(await screen.findByText('Error al cargar pedidos', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByText('#anaqsp')).toBeInTheDocument();
  });

  it('una lista vacía lo dice', async () => {
    renderAdminPage('/admin/orders', [adminOrdersMock([]), orderStatisticsMock({ total: 0 })]);

    expect(await screen.findByText('Todavía no hay pedidos', {}, SLOW)).toBeInTheDocument();
  });

  it('Ver abre los detalles; sus acciones también siguen el flujo y refrescan el historial', async () => {
    const processing = orderDetails(
      { ...ana, status: 'PROCESSING', statusLabel: 'En Proceso' },
      {
        statusHistory: [
          {
            __typename: 'OrderStatusChange',
            from: 'PENDING',
            to: 'PROCESSING',
            at: '2026-03-02T16:00:00.000Z',
            adminEmail: 'admin@esencia.pe',
          },
        ],
      },
    );
    await renderPage([
      adminOrderMock(orderDetails(ana)),
      changeStatusMock(ana, 'PROCESSING'),
      adminOrderMock(processing),
    ]);

    fireEvent.click(within(await rowOf('anaqsp')).getByRole('button', { name: 'Ver pedido #anaqsp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #anaqsp' });
    expect(within(dialog).queryByRole('button', { name: 'Completar pedido #anaqsp' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Procesar pedido #anaqsp' }));

    expect(await screen.findByText('Orden anaqsp actualizada a En Proceso')).toBeInTheDocument();
    const history = await within(dialog).findByRole('list', { name: 'Historial de estados' });
    expect(history).toHaveTextContent('Pendiente → En Proceso02/03/2026 11:00 · admin@esencia.pe');
    expect(within(dialog).getByRole('button', { name: 'Completar pedido #anaqsp' })).toBeInTheDocument();
    // Ana pays by Yape: no payment link to set (only Izipay orders have one).
    expect(within(dialog).queryByRole('textbox', { name: 'Link de pago' })).not.toBeInTheDocument();
  });

  it('cancelar desde los detalles pregunta encima del modal, sin pedir salir de él', async () => {
    const cancelled = orderDetails({ ...ana, status: 'CANCELLED', statusLabel: 'Cancelada' });
    await renderPage([
      adminOrderMock(orderDetails(ana)),
      changeStatusMock(ana, 'CANCELLED'),
      adminOrderMock(cancelled),
    ]);

    fireEvent.click(within(await rowOf('anaqsp')).getByRole('button', { name: 'Ver pedido #anaqsp' }));
    const details = await screen.findByRole('dialog', { name: 'Pedido #anaqsp' });
    fireEvent.click(within(details).getByRole('button', { name: 'Cancelar pedido #anaqsp' }));
    const question = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar pedido' }));

    expect(await screen.findByText('Orden anaqsp actualizada a Cancelada')).toBeInTheDocument();
    expect(screen.queryByText('¿Estás seguro que deseas salir?')).not.toBeInTheDocument();
    const modal = await screen.findByRole('dialog', { name: 'Pedido #anaqsp' });
    await waitFor(() =>
      expect(within(modal).queryByRole('button', { name: 'Cancelar pedido #anaqsp' })).not.toBeInTheDocument(),
    );
  });

  it('en el teléfono cada pedido es una tarjeta con sus datos, su estado y sus acciones', async () => {
    stubPhoneScreen();
    await renderPage();

    const cards = await screen.findByRole('list', { name: 'Pedidos' }, SLOW);
    const articles = within(cards).getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Pedido #anaqsp',
      'Pedido #luisrm',
      'Pedido #rosavg',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(articles[1] as HTMLElement);
    expect(card.getByText('En Proceso')).toBeInTheDocument();
    expect(card.getByText('Total').nextElementSibling).toHaveTextContent('S/ 420.00');
    expect(card.getByText('Cliente').nextElementSibling).toHaveTextContent('Luis Ramos');
    expect(card.getByText('Método de pago').nextElementSibling).toHaveTextContent('Izipay');
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual(['Ver', 'Completar', 'Cancelar']);
  });
});
