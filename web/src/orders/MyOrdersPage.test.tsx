import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartQuoteFixture, quoteLineFixture, quoteMock } from '../test/cart';
import { meFixture } from '../test/fixtures';
import { renderRoute, sessionMock } from '../test/renderRoute';
import { SignOutDocument } from '../auth/session.generated';
import {
  hasOrdersMock,
  myOrderPageFixture,
  myOrdersMock,
  orderFixture,
  orderId,
  ordersByIdsMock,
} from './orderFixtures';
import { MyOrdersDocument, OrdersByIdsDocument } from './orders.generated';
import { rememberOrder, rememberedOrderIds } from './rememberedOrders';
import type { OrderUpdatesClient } from './useOrderUpdates';

const ana = meFixture();
const pendingId = orderId('penddd');
const doneId = orderId('donezz');
const pending = orderFixture({ id: pendingId, status: 'PENDING' });
const completed = orderFixture({ id: doneId, status: 'COMPLETED', createdAt: '2025-11-10T20:05:00.000Z' });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Mis Pedidos' });
/** The toasts' region: drawn once the first toast is shown (its renderer loads then). */
const toasts = () => screen.findByRole('region', { name: /Notificaciones/ });
const card = (shortId: string) => screen.getByRole('article', { name: `Pedido #${shortId}` });

/** A query answered by `answers` in turn (the last one again once they run out), counting the calls. */
function sequenceMock(
  request: MockLink.MockedResponse['request'],
  answers: Array<(typeof pending)[]>,
  field: 'ordersByIds' | 'myOrderPage',
) {
  let calls = 0;
  const mock: MockLink.MockedResponse = {
    request,
    result: () => {
      const orders = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      return { data: field === 'myOrderPage' ? myOrderPageFixture(orders) : { ordersByIds: orders } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, calls: () => calls };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Mis Pedidos (/my-orders) de un invitado', () => {
  it('lista los pedidos que este navegador recuerda, con la invitación a iniciar sesión', async () => {
    rememberOrder(doneId);
    rememberOrder(pendingId);
    renderRoute('/my-orders', [ordersByIdsMock([pendingId, doneId], [pending, completed])]);

    expect(await heading()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mis Pedidos — Esencia'));
    expect(screen.getByText('Inicia sesión para filtrar tus pedidos y ver tu historial completo.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pedido #penddd' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Pedidos' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => item.getAttribute('data-status')),
    ).toEqual(['pending', 'completed']);
    // Guests have no status filter.
    expect(screen.queryByRole('group', { name: 'Filtrar por estado' })).not.toBeInTheDocument();

    // Pending: body open, the pending message, 'Enviar por WhatsApp' with the order message to the store.
    const open = card('penddd');
    expect(within(open).getByRole('button', { name: /#penddd/ })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(open).getByText('Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.'),
    ).toBeVisible();
    const whatsapp = within(open).getByRole('link', { name: /Enviar por WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(
      'Hola, quisiera hacer seguimiento a mi pedido #penddd',
    );
    // Completed: body closed at first, no WhatsApp.
    const closed = card('donezz');
    expect(within(closed).getByRole('button', { name: /#donezz/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(closed).queryByRole('link', { name: /Enviar por WhatsApp/ })).not.toBeInTheDocument();

    // Each card leads to its order page.
    expect(screen.getByRole('link', { name: 'Ver pedido #donezz' })).toHaveAttribute('href', `/order/${doneId}`);
  });

  it("un pedido completado ofrece 'Volver a comprar' (uno pendiente no): sus productos van al carrito", async () => {
    rememberOrder(doneId);
    rememberOrder(pendingId);
    const asked = [
      { productId: 'p-7', quantity: 1 },
      { productId: 'p-1', quantity: 2 },
    ];
    const today = cartQuoteFixture([
      quoteLineFixture({ productId: 'p-7', quantity: 1, name: "J'adore EDP 100 ml" }),
      quoteLineFixture({ productId: 'p-1', quantity: 2 }),
    ]);
    renderRoute('/my-orders', [ordersByIdsMock([pendingId, doneId], [pending, completed]), quoteMock(asked, today, 3)]);

    await screen.findByRole('article', { name: 'Pedido #penddd' });
    expect(screen.queryByRole('button', { name: /Volver a comprar: pedido #penddd/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a comprar: pedido #donezz' }));

    expect(await screen.findByRole('dialog', { name: 'Carrito de compras' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? 'null')).toEqual(asked);
  });

  it('sin pedidos recordados muestra el estado vacío con el enlace a los productos (sin preguntar al servidor)', async () => {
    renderRoute('/my-orders');

    expect(await screen.findByText('No hay pedidos en esta categoría')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/web-products');
  });

  it("si la carga falla: 'Hubo un error al cargar los pedidos', lista vacía y 'Intentar de nuevo'", async () => {
    rememberOrder(pendingId);
    renderRoute('/my-orders', [
      { request: { query: OrdersByIdsDocument, variables: { ids: [pendingId] } }, error: new Error('Failed to fetch') },
      ordersByIdsMock([pendingId], [pending]),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hubo un error al cargar los pedidos');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByRole('article', { name: 'Pedido #penddd' })).toBeInTheDocument();
  });
});

describe('Mis Pedidos de un usuario con sesión', () => {
  it('muestra los pedidos por páginas: con muchos pedidos, la siguiente página al pedirla', async () => {
    renderRoute(
      '/my-orders',
      [
        myOrdersMock(undefined, [pending], { page: 1, totalPages: 2, total: 11 }),
        myOrdersMock(undefined, [completed], { page: 2, totalPages: 2, total: 11 }),
        myOrdersMock('COMPLETED', [completed]),
      ],
      { session: ana },
    );

    expect(await screen.findByRole('article', { name: 'Pedido #penddd' })).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Paginación' });
    fireEvent.click(within(pagination).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('article', { name: 'Pedido #donezz' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pedido #penddd' })).not.toBeInTheDocument();
    // A filter starts again at its first page (one page: no pagination).
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Filtrar por estado' })).getByRole('button', { name: 'Completada' }),
    );
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Pedido #donezz' })).toBeInTheDocument();
  });

  it('filtra por estado en el servidor; el vacío de pendientes enlaza a los productos, el de canceladas no', async () => {
    renderRoute(
      '/my-orders',
      [
        myOrdersMock(undefined, [pending, completed]),
        myOrdersMock('COMPLETED', [completed]),
        myOrdersMock('CANCELLED', []),
        myOrdersMock('PENDING', []),
      ],
      { session: ana },
    );

    expect(await screen.findByRole('article', { name: 'Pedido #penddd' })).toBeInTheDocument();
    expect(screen.queryByText(/Inicia sesión para filtrar/)).not.toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtrar por estado' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Todos', 'Pendiente', 'En Proceso', 'Completada', 'Cancelada']);
    expect(within(filters).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(filters).getByRole('button', { name: 'Completada' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pedido #penddd' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Pedido #donezz' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Completada' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(filters).getByRole('button', { name: 'Cancelada' }));
    expect(await screen.findByText('No hay pedidos en esta categoría')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver productos' })).not.toBeInTheDocument();

    fireEvent.click(within(filters).getByRole('button', { name: 'Pendiente' }));
    expect(await screen.findByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/web-products');
  });

  it("si el filtro falla: 'Hubo un error al actualizar los pedidos'", async () => {
    renderRoute(
      '/my-orders',
      [
        myOrdersMock(undefined, [pending]),
        {
          request: { query: MyOrdersDocument, variables: { status: 'PROCESSING' } },
          error: new Error('Failed to fetch'),
        },
      ],
      { session: ana },
    );

    await screen.findByRole('article', { name: 'Pedido #penddd' });
    fireEvent.click(screen.getByRole('button', { name: 'En Proceso' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error al actualizar los pedidos');
  });

  it("'Mis pedidos' se resalta en la barra superior cuando la cuenta tiene pedidos", async () => {
    renderRoute('/nosotros', [hasOrdersMock([pendingId])], { session: ana });

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('data-has-orders', 'true'),
    );
  });
});

describe('seguimiento de Mis Pedidos cada 15 s', () => {
  it("avisa 'El pedido #xxxxxx ahora está en proceso.' y '¡… ha sido completado!' y deja de preguntar", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    rememberOrder(doneId);
    rememberOrder(pendingId);
    const processing = { ...pending, status: 'PROCESSING' as const, statusLabel: 'En Proceso' };
    const done = { ...pending, status: 'COMPLETED' as const, statusLabel: 'Completada' };
    const poll = sequenceMock(
      { query: OrdersByIdsDocument, variables: { ids: [pendingId] } },
      [[processing], [done]],
      'ordersByIds',
    );
    renderRoute('/my-orders', [ordersByIdsMock([pendingId, doneId], [pending, completed]), poll.mock]);
    await screen.findByRole('article', { name: 'Pedido #penddd' });
    // Not before 15 s.
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(poll.calls()).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(poll.calls()).toBe(1);
    expect(await within(await toasts()).findByText('El pedido #penddd ahora está en proceso.')).toBeInTheDocument();
    expect(card('penddd')).toHaveAttribute('data-status', 'processing');

    // Still processing without a payment link: followed again.
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(poll.calls()).toBe(2);
    expect(await within(await toasts()).findByText('¡El pedido #penddd ha sido completado!')).toBeInTheDocument();

    // Nothing left to follow: no more requests.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(poll.calls()).toBe(2);
  });

  it('un fallo del seguimiento no se muestra: la lista sigue igual y se vuelve a preguntar 15 s después', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    rememberOrder(pendingId);
    const processing = { ...pending, status: 'PROCESSING' as const, statusLabel: 'En Proceso' };
    renderRoute('/my-orders', [
      ordersByIdsMock([pendingId], [pending]),
      { request: { query: OrdersByIdsDocument, variables: { ids: [pendingId] } }, error: new Error('Failed to fetch') },
      ordersByIdsMock([pendingId], [processing]),
    ]);
    await screen.findByRole('article', { name: 'Pedido #penddd' });

    await act(() => vi.advanceTimersByTimeAsync(15_100));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(card('penddd')).toHaveAttribute('data-status', 'pending');
    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(card('penddd')).toHaveAttribute('data-status', 'processing');
  });
});

describe('cambios en vivo en Mis Pedidos', () => {
  it('sigue en vivo los pedidos pendientes y en proceso, y avisa el cambio que empuja el servidor', async () => {
    const subscriptions: Array<{ ids: unknown; sink: Parameters<OrderUpdatesClient['subscribe']>[1] }> = [];
    const orderUpdates: OrderUpdatesClient = {
      subscribe: (request, sink) => {
        subscriptions.push({ ids: request.variables?.['ids'], sink });
        return () => undefined;
      },
    };
    rememberOrder(doneId);
    rememberOrder(pendingId);
    renderRoute('/my-orders', [ordersByIdsMock([pendingId, doneId], [pending, completed])], { orderUpdates });
    await screen.findByRole('article', { name: 'Pedido #penddd' });
    // Only the order that can still change is followed.
    await waitFor(() => expect(subscriptions.at(-1)?.ids).toEqual([pendingId]));

    act(() => {
      subscriptions.at(-1)!.sink.next({
        data: {
          orderUpdated: { ...pending, status: 'CANCELLED', statusLabel: 'Cancelada' },
        },
      });
    });

    expect(await within(await toasts()).findByText('El pedido #penddd ha sido cancelado.')).toBeInTheDocument();
    expect(card('penddd')).toHaveAttribute('data-status', 'cancelled');
  });
});

describe('cerrar sesión', () => {
  it('olvida los pedidos recordados en este navegador', async () => {
    rememberOrder(pendingId);
    renderRoute(
      '/nosotros',
      [
        // Signed in at first; after signing out the refetched session answers null.
        { ...sessionMock(ana), maxUsageCount: 1 },
        { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
        sessionMock(null),
      ],
      { session: false },
    );
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Hola, ana.quispe' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(rememberedOrderIds()).toEqual([]);
  });
});

describe('una respuesta tardía', () => {
  it('de la consulta periódica, llegada después de cerrar sesión, no devuelve los pedidos de la cuenta', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const processing = { ...pending, status: 'PROCESSING' as const, statusLabel: 'En Proceso' };
    const { client } = renderRoute(
      '/my-orders',
      [
        { ...sessionMock(ana), maxUsageCount: 1 },
        myOrdersMock(undefined, [pending]),
        // The poll of the pending order, still on its way when the shopper signs out.
        {
          request: { query: OrdersByIdsDocument, variables: { ids: [pendingId] } },
          result: { data: { ordersByIds: [processing] } },
          delay: 5_000,
        },
        { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
        sessionMock(null),
      ],
      { session: false },
    );
    await screen.findByRole('article', { name: 'Pedido #penddd' });
    await act(() => vi.advanceTimersByTimeAsync(15_100));

    fireEvent.keyDown(await screen.findByRole('button', { name: 'Hola, ana.quispe' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hola, ana.quispe' })).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(5_100));

    expect(client.readQuery({ query: OrdersByIdsDocument, variables: { ids: [pendingId] } })).toBeFalsy();
    expect(client.readQuery({ query: MyOrdersDocument, variables: {} })).toBeFalsy();
    expect(screen.queryByRole('article', { name: 'Pedido #penddd' })).not.toBeInTheDocument();
  });
});
