import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderFieldsFragment } from './orderFields.generated';
import { CartQuoteDocument } from '../cart/cartQuote.generated';
import { SaveCartDocument } from '../cart/cart.generated';
import { cartQuoteFixture, quoteLineFixture, quoteMock, savedCartMock } from '../test/cart';
import { meFixture } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';
import { orderFixture, orderId, orderMock } from './orderFixtures';
import { OrderDocument } from './orders.generated';
import { rememberedOrderIds } from './rememberedOrders';
import type { OrderUpdatesClient } from './useOrderUpdates';

const id = orderId('qrstuv');
const order = (overrides: Partial<OrderFieldsFragment> = {}) => orderFixture({ id, ...overrides });
const payment = () => screen.getByRole('region', { name: 'Información de pago' });
/** The toasts' region: drawn once the first toast is shown (its renderer loads then). */
const toasts = () => screen.findByRole('region', { name: /Notificaciones/ });

function pollingMock(answers: OrderFieldsFragment[]) {
  let calls = 0;
  const mock: MockLink.MockedResponse = {
    request: { query: OrderDocument, variables: { id } },
    result: () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      return { data: { order: answer } };
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

describe('página del pedido (/order/{id})', () => {
  it('muestra el pedido abierto con el botón para volver y lo recuerda en este navegador', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order())]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #qrstuv' })).toBeInTheDocument();
    // Set by an effect after the page's first render (the page is loaded on demand).
    await waitFor(() => expect(document.title).toBe('Pedido #qrstuv — Esencia'));
    expect(screen.getByRole('link', { name: /Volver a mis pedidos/ })).toHaveAttribute('href', '/my-orders');
    const card = await screen.findByRole('article', { name: 'Pedido #qrstuv' });
    expect(within(card).getByRole('button', { name: /#qrstuv/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText("J'adore EDP 100 ml")).toBeVisible();
    expect(within(card).getByText('-23%')).toBeInTheDocument();
    expect(within(card).getByText('S/ 174.90')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Enviar por WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/51987654321\?text=/),
    );
    await waitFor(() => expect(rememberedOrderIds()).toEqual([id]));
  });

  it("un pedido que no existe muestra 'Pedido no encontrado' con el enlace a mis pedidos, y no se recuerda", async () => {
    renderRoute(`/order/${id}`, [orderMock(id, null)]);

    expect(await screen.findByRole('heading', { name: 'Pedido no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/my-orders');
    expect(rememberedOrderIds()).toEqual([]);
  });

  it("sin id: 'ID de pedido no proporcionado'", async () => {
    renderRoute('/order');

    expect(await screen.findByRole('alert')).toHaveTextContent('ID de pedido no proporcionado');
  });

  it("si la carga falla: 'No se pudo cargar la información del pedido' e 'Intentar de nuevo'", async () => {
    renderRoute(`/order/${id}`, [
      { request: { query: OrderDocument, variables: { id } }, error: new Error('Failed to fetch') },
      orderMock(id, order()),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la información del pedido');
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByRole('article', { name: 'Pedido #qrstuv' })).toBeInTheDocument();
  });
});

describe('recién registrado (el checkout lleva aquí)', () => {
  it('dice que el pedido quedó registrado y da el enlace para guardarlo, con «Copiar enlace»', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      renderRoute({ pathname: `/order/${id}`, state: { placed: true } }, [orderMock(id, order())]);

      const notice = await screen.findByRole('region', { name: '¡Pedido registrado!' });
      expect(notice).toHaveTextContent('Guarda el enlace de esta página para seguir tu pedido');
      const link = `${window.location.origin}/order/${id}`;
      expect(await within(notice).findByRole('textbox', { name: 'Enlace de tu pedido' })).toHaveValue(link);
      fireEvent.click(within(notice).getByRole('button', { name: 'Copiar enlace' }));
      expect(await within(notice).findByText('Link copiado al portapapeles')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(link);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('una visita posterior (sin venir del checkout) no lo repite', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order())]);
    await screen.findByRole('article');
    expect(screen.queryByRole('region', { name: '¡Pedido registrado!' })).not.toBeInTheDocument();
  });
});

describe('mensajes por estado (a través del kit)', () => {
  it('pendiente: se pagará cuando la tienda lo confirme; todavía no hay comprobante que subir', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order())]);

    await screen.findByRole('article');
    expect(
      within(payment()).getByText(
        'Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.',
      ),
    ).toBeInTheDocument();
    // The same next step as the e-mail (the domain's paymentAfterConfirmation); nothing to pay yet.
    expect(
      within(payment()).getByText(
        /^Cuando confirmemos tu pedido verás en la página del pedido cómo pagar S\/ [\d.,]+ con Yape/,
      ),
    ).toHaveTextContent('No necesitas pagar todavía.');
    expect(within(payment()).queryByRole('button', { name: 'Subir comprobante' })).not.toBeInTheDocument();
  });

  it('en proceso con Yape, Plin o transferencia: se puede subir el comprobante; con Izipay no (paga con el link)', async () => {
    const { unmount } = renderRoute(`/order/${id}`, [
      orderMock(id, order({ status: 'PROCESSING', paymentMethod: 'PLIN' })),
    ]);
    await screen.findByRole('article');
    expect(within(payment()).getByRole('button', { name: 'Subir comprobante' })).toBeInTheDocument();
    unmount();

    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'PROCESSING', paymentMethod: 'IZIPAY' }))]);
    await screen.findByRole('article');
    expect(within(payment()).queryByRole('button', { name: 'Subir comprobante' })).not.toBeInTheDocument();
  });

  it('pendiente con reserva: hasta cuándo están reservados los productos, en hora de Lima', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order({ stockHeldUntil: '2026-03-02T19:30:00.000Z' }))]);

    await screen.findByRole('article');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Tus productos están reservados hasta el 02/03/2026 14:30 (hora de Lima), mientras confirmamos tu pedido.',
    );
  });

  it.each([
    ['sin reserva', order()],
    [
      'en proceso (el pago ya se recibió), aunque sus unidades sigan apartadas',
      order({ status: 'PROCESSING', statusLabel: 'En Proceso', stockHeldUntil: '2026-03-02T19:30:00.000Z' }),
    ],
  ])('%s no se menciona ninguna reserva', async (_, shown) => {
    renderRoute(`/order/${id}`, [orderMock(id, shown)]);

    await screen.findByRole('article');
    expect(screen.queryByText(/reservados/)).not.toBeInTheDocument();
  });

  it('en proceso con Yape: QR, titular, número y monto de la tienda, el tiempo de respuesta y el comprobante enviado', async () => {
    renderRoute(`/order/${id}`, [
      orderMock(id, order({ status: 'PROCESSING', hasReceipt: true, receiptUrl: `/api/orders/${id}/receipt` })),
    ]);

    await screen.findByRole('article');
    const section = payment();
    expect(within(section).getByRole('img', { name: 'Comprobante de pago enviado' })).toHaveAttribute(
      'src',
      `/api/orders/${id}/receipt`,
    );
    expect(within(section).getByRole('button', { name: 'Cambiar comprobante' })).toBeInTheDocument();
    expect(
      within(section).getByText('Realice el pago de S/ 174.90 con Yape escaneando el código QR.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Código QR de Yape' })).toHaveAttribute(
      'src',
      expect.stringContaining('/files/settings/yape-qr.png'),
    );
    expect(within(section).getByText('Esencia Perfumería')).toBeInTheDocument();
    expect(within(section).getByText('987654321')).toBeInTheDocument();
    expect(within(section).getByText('Tiempo estimado de respuesta: 30min - 1hora')).toBeInTheDocument();
  });

  it('en proceso con transferencia: las tres cuentas bancarias', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'PROCESSING', paymentMethod: 'TRANSFERENCIA' }))]);

    await screen.findByRole('article');
    const accounts = within(payment()).getByRole('list', { name: 'Cuentas bancarias' });
    expect(
      within(accounts)
        .getAllByRole('heading')
        .map((bank) => bank.textContent),
    ).toEqual(['BCP', 'Interbank', 'BBVA']);
    expect(within(accounts).getByText('191-2345678-0-12')).toBeInTheDocument();
  });

  it("Izipay en proceso sin link: 'se está generando', sin 'Link listo'", async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'PROCESSING', paymentMethod: 'IZIPAY' }))]);

    await screen.findByRole('article');
    expect(
      within(payment()).getByText('Su link de pago se está generando, pronto estará disponible.'),
    ).toBeInTheDocument();
    expect(within(payment()).queryByText('Link listo')).not.toBeInTheDocument();
  });

  it("Izipay con link: 'Link listo' y 'Realizar pago' al link", async () => {
    renderRoute(`/order/${id}`, [
      orderMock(
        id,
        order({ status: 'PROCESSING', paymentMethod: 'IZIPAY', paymentLink: 'https://pago.izipay.pe/abc' }),
      ),
    ]);

    await screen.findByRole('article');
    expect(within(payment()).getByText('Link listo')).toBeInTheDocument();
    expect(within(payment()).getByRole('link', { name: /Realizar pago/ })).toHaveAttribute(
      'href',
      'https://pago.izipay.pe/abc',
    );
  });

  it('completado: pago completado, gracias y redes sociales; sin WhatsApp', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'COMPLETED' }))]);

    await screen.findByRole('article');
    expect(within(payment()).getByText('Pago completado con éxito.')).toBeInTheDocument();
    expect(within(payment()).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/esencia.pe',
    );
    expect(screen.queryByRole('link', { name: /Enviar por WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /comprobante/ })).not.toBeInTheDocument();
  });

  it('cancelado: el aviso y la sección de pago atenuada', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'CANCELLED' }))]);

    await screen.findByRole('article');
    expect(within(payment()).getByText('Este pedido ha sido cancelado.')).toBeInTheDocument();
    expect(payment()).toHaveAttribute('data-dimmed', 'true');
  });
});

describe('seguimiento del pedido cada 15 s', () => {
  it('avisa el cambio de estado y el link de pago, y deja de preguntar al completarse', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const izipay = { paymentMethod: 'IZIPAY' as const };
    const poll = pollingMock([
      order({ ...izipay, status: 'PROCESSING' }),
      order({ ...izipay, status: 'PROCESSING', paymentLink: 'https://pago.izipay.pe/abc' }),
      order({ ...izipay, status: 'COMPLETED', paymentLink: 'https://pago.izipay.pe/abc' }),
    ]);
    renderRoute(`/order/${id}`, [orderMock(id, order(izipay)), poll.mock]);
    await screen.findByRole('article');

    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(await within(await toasts()).findByText('El pedido ahora está en proceso.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(await within(await toasts()).findByText('El link de pago ya está disponible.')).toBeInTheDocument();
    expect(within(payment()).getByRole('link', { name: /Realizar pago/ })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(await within(await toasts()).findByText('¡El pedido ha sido completado!')).toBeInTheDocument();
    expect(poll.calls()).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(poll.calls()).toBe(3);
  });

  it("un pedido cancelado no se sigue; 'El pedido ha sido cancelado.' al detectarlo", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const poll = pollingMock([order({ status: 'CANCELLED' })]);
    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'PROCESSING' })), poll.mock]);
    await screen.findByRole('article');

    await act(() => vi.advanceTimersByTimeAsync(15_100));
    expect(await within(await toasts()).findByText('El pedido ha sido cancelado.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(poll.calls()).toBe(1);
  });
});

describe('cambios en vivo', () => {
  it('el servidor empuja el cambio: la página lo muestra y avisa sin esperar la consulta de 15 s', async () => {
    const subscriptions: Array<{ ids: unknown; sink: Parameters<OrderUpdatesClient['subscribe']>[1] }> = [];
    const orderUpdates: OrderUpdatesClient = {
      subscribe: (request, sink) => {
        subscriptions.push({ ids: request.variables?.['ids'], sink });
        return () => undefined;
      },
    };
    renderRoute(`/order/${id}`, [orderMock(id, order())], { orderUpdates });
    await screen.findByRole('article');
    await waitFor(() => expect(subscriptions.map((item) => item.ids)).toContainEqual([id]));

    act(() => {
      subscriptions.at(-1)!.sink.next({
        data: { orderUpdated: order({ status: 'PROCESSING', statusLabel: 'En Proceso' }) },
      });
    });

    expect(await within(await toasts()).findByText('El pedido ahora está en proceso.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pedido #qrstuv' })).toHaveAttribute('data-status', 'processing');
    expect(within(payment()).getByText('Tiempo estimado de respuesta: 30min - 1hora')).toBeInTheDocument();
  });
});

describe('respuestas que se cruzan', () => {
  it('la consulta de 15 s que responde después de un cambio más nuevo no lo deshace', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const subscriptions: Array<Parameters<OrderUpdatesClient['subscribe']>[1]> = [];
    const orderUpdates: OrderUpdatesClient = {
      subscribe: (_request, sink) => {
        subscriptions.push(sink);
        return () => undefined;
      },
    };
    renderRoute(
      `/order/${id}`,
      [
        orderMock(id, order()),
        // The poll's answer, read by the server before the order moved on, arrives after the change.
        {
          request: { query: OrderDocument, variables: { id } },
          result: { data: { order: order() } },
          delay: 4_000,
        },
      ],
      { orderUpdates },
    );
    await screen.findByRole('article');
    await act(() => vi.advanceTimersByTimeAsync(15_100));

    act(() => {
      subscriptions.at(-1)!.next({
        data: {
          orderUpdated: order({
            status: 'PROCESSING',
            statusLabel: 'En Proceso',
            updatedAt: '2025-11-20T15:45:00.000Z',
          }),
        },
      });
    });
    const card = screen.getByRole('article', { name: 'Pedido #qrstuv' });
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'processing'));

    await act(() => vi.advanceTimersByTimeAsync(4_100));
    expect(screen.getByRole('article', { name: 'Pedido #qrstuv' })).toHaveAttribute('data-status', 'processing');
  });
});

describe("'Volver a comprar'", () => {
  const STORED_CART = 'shopping-cart';
  const stored = () => JSON.parse(window.localStorage.getItem(STORED_CART) ?? 'null') as unknown;
  const goodGirl = (quantity: number) => quoteLineFixture({ productId: 'p-1', quantity, price: 45900 });
  /** The note at the top of the open cart: a status, an alert naming each product left out. */
  const noted = async (title: string, ...leftOut: string[]) => {
    const panel = await screen.findByRole('dialog', { name: 'Carrito de compras' });
    const note = (await within(panel).findByText(title)).closest<HTMLElement>('[role="status"], [role="alert"]');
    expect(note).toHaveAttribute('role', leftOut.length > 0 ? 'alert' : 'status');
    expect(
      within(note!)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(leftOut);
    // One note: no toast besides it, over the panel.
    expect(screen.queryByRole('region', { name: /Notificaciones/ })).not.toBeInTheDocument();
  };
  const jadore = (quantity: number) =>
    quoteLineFixture({ productId: 'p-7', quantity, price: 13990, name: "J'adore EDP 100 ml" });

  it('un pedido pendiente o en proceso no lo ofrece', async () => {
    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'PROCESSING' }))]);
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Volver a comprar' })).not.toBeInTheDocument();
  });

  it('un pedido completado pone sus productos en el carrito, sumados a lo que tenía, y lo abre', async () => {
    window.localStorage.setItem(STORED_CART, JSON.stringify([{ productId: 'p-1', quantity: 1 }]));
    const asked = [
      { productId: 'p-1', quantity: 3 },
      { productId: 'p-7', quantity: 1 },
    ];
    const today = cartQuoteFixture([goodGirl(3), jadore(1)]);
    renderRoute(`/order/${id}`, [orderMock(id, order({ status: 'COMPLETED' })), quoteMock(asked, today, 3)]);

    fireEvent.click(await screen.findByRole('button', { name: 'Volver a comprar' }));

    const panel = await screen.findByRole('dialog', { name: 'Carrito de compras' });
    await noted('Agregamos 2 productos a tu carrito');
    expect(stored()).toEqual(asked);
    // Today's prices, the server's: not the order's.
    const line = await within(panel).findByRole('article', { name: 'Good Girl EDP 80 ml' });
    expect(line).toHaveTextContent('S/ 459.00');
  });

  it('un pedido cancelado también; lo que ya no está a la venta queda fuera y se nombra en la nota del carrito', async () => {
    const asked = [
      { productId: 'p-7', quantity: 1 },
      { productId: 'p-1', quantity: 2 },
    ];
    const gone = quoteLineFixture({ productId: 'p-7', quantity: 0, requestedQuantity: 1, change: 'REMOVED' });
    renderRoute(`/order/${id}`, [
      orderMock(id, order({ status: 'CANCELLED' })),
      quoteMock(asked, cartQuoteFixture([goodGirl(2)], [{ ...gone, product: null }])),
      quoteMock([{ productId: 'p-1', quantity: 2 }], cartQuoteFixture([goodGirl(2)]), 3),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Volver a comprar' }));

    // The note names what was left out, in place of the cart's general stock warning.
    await noted('Agregamos 1 producto a tu carrito', "Ya no está disponible: J'adore EDP 100 ml");
    await waitFor(() => expect(stored()).toEqual([{ productId: 'p-1', quantity: 2 }]));
    const panel = await screen.findByRole('dialog', { name: 'Carrito de compras' });
    expect(within(panel).getAllByRole('alert')).toHaveLength(1);
  });

  it('con sesión: se suma al carrito guardado de la cuenta y se guarda allí (saveCart)', async () => {
    const asked = [
      { productId: 'p-1', quantity: 3 },
      { productId: 'p-7', quantity: 1 },
    ];
    const saveCart = vi.fn(() => ({ data: { saveCart: { __typename: 'CartQuote' as const, itemCount: 4 } } }));
    renderRoute(
      `/order/${id}`,
      [
        savedCartMock(cartQuoteFixture([goodGirl(1)])),
        orderMock(id, order({ status: 'COMPLETED' })),
        quoteMock(asked, cartQuoteFixture([goodGirl(3), jadore(1)]), 3),
        { request: { query: SaveCartDocument, variables: { lines: asked } }, result: saveCart },
      ],
      { session: meFixture() },
    );
    expect(await screen.findByRole('button', { name: 'Carrito, 1 producto' })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Volver a comprar' }));

    await noted('Agregamos 2 productos a tu carrito');
    await waitFor(() => expect(saveCart).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(stored()).toEqual(asked);
  });

  it("si el carrito no se puede revisar: 'Error al añadir item al carrito' y el carrito no cambia", async () => {
    renderRoute(`/order/${id}`, [
      orderMock(id, order({ status: 'COMPLETED' })),
      {
        request: {
          query: CartQuoteDocument,
          variables: {
            lines: [
              { productId: 'p-7', quantity: 1 },
              { productId: 'p-1', quantity: 2 },
            ],
          },
        },
        error: new Error('Failed to fetch'),
      },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Volver a comprar' }));

    expect(await within(await toasts()).findByText('Error al añadir item al carrito')).toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver a comprar' })).toBeEnabled();
  });
});
