import type { ApolloClient } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionDocument } from '../auth/session.generated';
import { EnterCheckoutDocument } from '../cart/cartReminders.generated';
import { CART_STORAGE_KEY } from '../cart/cartStorage';
import { type CartQuoteLineFieldsFragment, MergeCartDocument } from '../cart/cart.generated';
import {
  type CheckoutQuoteQuery as CheckoutQuoteData,
  type PlaceOrderMutation as PlaceOrderData,
  type PlaceOrderMutationVariables,
  CheckoutQuoteDocument,
  PlaceOrderDocument,
} from './checkout.generated';
import { REMEMBERED_ORDERS_KEY } from '../orders/rememberedOrders';
import { cartQuoteFixture, quoteLineFixture, savedCartMock } from '../test/cart';
import { meFixture } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';
import { storeSettingsFixture, storeSettingsMock } from '../test/storeSettings';

type Quote = CheckoutQuoteData['cartQuote'];
type PlaceOrderResult = PlaceOrderData['placeOrder'];

const ORDER_ID = 'abcdefghijklmnopqrstuvwxyz234567';
const STOCK_WARNING = 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.';

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;
const store = (value: unknown) => window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(value));

/** The checkout's quote: the cart's fields plus each line's total in céntimos and the promotion badge. */
function checkoutQuote(lines: CartQuoteLineFieldsFragment[], badges: Record<string, string> = {}): Quote {
  const quote = cartQuoteFixture(lines);
  return {
    ...quote,
    lines: quote.lines.map((line) => ({
      ...line,
      lineTotal: {
        __typename: 'Money',
        cents: line.unitPrice.cents * line.quantity,
        formatted: line.lineTotal.formatted,
      },
      product: line.product && {
        ...line.product,
        promotion: badges[line.productId] ? { __typename: 'Promotion', badge: badges[line.productId]! } : null,
      },
    })),
  };
}

function quoteMock(lines: { productId: string; quantity: number }[], quote: Quote): MockLink.MockedResponse {
  return {
    request: { query: CheckoutQuoteDocument, variables: { lines } },
    result: { data: { cartQuote: quote } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** placeOrder answering each call with the next of `answers` (an Error is a failed request), recording the input. */
function placeOrderMock(calls: PlaceOrderMutationVariables[], ...answers: (PlaceOrderResult | Error)[]) {
  return answers.map((answer): MockLink.MockedResponse => ({
    request: { query: PlaceOrderDocument, variables: () => true },
    result: (variables: PlaceOrderMutationVariables) => {
      calls.push(variables);
      if (answer instanceof Error) return { errors: [{ message: answer.message }] };
      return { data: { placeOrder: answer } };
    },
  }));
}

const placed: PlaceOrderResult = { __typename: 'Order', id: ORDER_ID, shortId: '234567' };

/** Two units of a promoted perfume at S/ 89.00 (was S/ 99.00): S/ 178.00, below free shipping. */
const twoUnits = [{ productId: 'p-1', quantity: 2 }];
const promoted = quoteLineFixture({ productId: 'p-1', quantity: 2, price: 8900, originalPrice: 9900 });
const promotedQuote = checkoutQuote([promoted], { 'p-1': '-10%' });

/**
 * The `enterCheckout` notice, counted when it reaches the transport (MockLink asks a `variables` callback at
 * request time, before the answer's delay).
 */
function enterCheckoutRecorder() {
  let sent = 0;
  const mock: MockLink.MockedResponse = {
    request: {
      query: EnterCheckoutDocument,
      variables: () => {
        sent += 1;
        return true;
      },
    },
    result: { data: { enterCheckout: true } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, sent: () => sent };
}

/** A sign-in with the cart's lines merges them into the account's saved cart: here, the same lines. */
const mergeCartMock: MockLink.MockedResponse = {
  request: { query: MergeCartDocument, variables: { lines: twoUnits } },
  result: { data: { mergeCart: cartQuoteFixture([promoted]) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** What a sign-in does to the session (SessionProvider writes the `me` answer). */
function signInAs(client: ApolloClient, me: ReturnType<typeof meFixture>) {
  client.writeQuery({ query: SessionDocument, data: { me } });
}

function field(name: string) {
  return screen.getByLabelText(name, { selector: 'input' });
}

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

async function fillIdentification() {
  await screen.findByRole('form', { name: 'Identificación' });
  type('Nombre', 'Lucía');
  type('Apellido', 'Ramírez Soto');
  type('Email', 'lucia.ramirez@correo.pe');
  type('Número de documento', '45678912');
  type('Celular', '987654321');
}

const nextButton = () => screen.getByRole('button', { name: 'Siguiente' });
const summary = () => screen.getByRole('region', { name: 'Resumen de tu Orden' });

async function reachSummary(payment: RegExp = /^Yape/) {
  await fillIdentification();
  await waitFor(() => expect(nextButton()).toBeEnabled());
  fireEvent.click(nextButton());
  fireEvent.click(await screen.findByRole('radio', { name: payment }));
  fireEvent.click(nextButton());
  return screen.findByRole('button', { name: 'Realizar pedido' });
}

beforeEach(() => {
  window.localStorage.removeItem(CART_STORAGE_KEY);
  window.localStorage.removeItem(REMEMBERED_ORDERS_KEY);
});

describe('checkout: Identificación', () => {
  it("con el carrito vacío muestra el estado vacío con 'Ver productos', sin el formulario (issue 27)", async () => {
    const { router } = renderRoute('/checkout');
    expect(await screen.findByText('Tu carrito está vacío', { selector: 'main *' })).toBeInTheDocument();
    expect(screen.getByText(/^No hay productos para continuar\./)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Ver productos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web-products'));
  });

  it('sin sesión y con el carrito vacío ofrece iniciar sesión para ver un carrito guardado (el link de un recordatorio abierto en otro dispositivo)', async () => {
    renderRoute('/checkout');
    expect(
      await screen.findByText(
        'No hay productos para continuar. ¿Guardaste tu carrito en tu cuenta? Inicia sesión para verlo.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('muestra el mensaje de cada campo bajo el campo y revalida el número al cambiar el tipo de documento', async () => {
    store(twoUnits);
    renderRoute('/checkout', [quoteMock(twoUnits, promotedQuote)]);
    await screen.findByRole('form', { name: 'Identificación' });
    expect(
      screen.getByText('Ingresa datos verídicos: los usaremos para coordinar el pago y la entrega de tu pedido.'),
    ).toBeInTheDocument();
    // Untouched fields stay quiet; 'Siguiente' is off until the form is valid.
    expect(screen.queryByText('Ingrese su nombre')).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    type('Nombre', 'Lucía 2');
    type('Email', 'lucia@correo');
    type('Número de documento', '4567');
    type('Celular', '887654321');
    expect(field('Nombre')).toHaveAccessibleDescription('Ingrese un nombre válido (solo letras)');
    expect(field('Email')).toHaveAccessibleDescription('Ingrese un email válido');
    expect(field('Número de documento')).toHaveAccessibleDescription('Ingrese un DNI válido (8 dígitos)');
    expect(field('Número de documento')).toHaveAttribute('maxLength', '8');
    expect(field('Celular')).toHaveAccessibleDescription('Ingrese un número de celular válido');
    expect(field('Celular')).toHaveAttribute('maxLength', '9');
    fireEvent.blur(field('Apellido'));
    expect(field('Apellido')).toHaveAccessibleDescription('Ingrese su apellido');

    // The rule follows the type: 'AB1234' is no DNI but a valid passport.
    type('Número de documento', 'AB1234');
    fireEvent.click(screen.getByRole('radio', { name: 'CE' }));
    expect(field('Número de documento')).toHaveAccessibleDescription(
      'Ingrese un CE válido (9 a 12 caracteres alfanuméricos)',
    );
    expect(field('Número de documento')).toHaveAttribute('maxLength', '12');
    fireEvent.click(screen.getByRole('radio', { name: 'Pasaporte' }));
    expect(field('Número de documento')).not.toHaveAccessibleDescription();

    type('Nombre', 'Lucía');
    type('Apellido', 'Ramírez');
    type('Email', 'lucia@correo.pe');
    type('Celular', '987654321');
    expect(nextButton()).toBeEnabled();
  });

  it("factura: pide un RUC válido ('Ingrese un RUC válido') y la razón social", async () => {
    store(twoUnits);
    renderRoute('/checkout', [quoteMock(twoUnits, promotedQuote)]);
    await fillIdentification();
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Boleta' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'Factura' }));
    expect(nextButton()).toBeDisabled();
    // 11 digits, but the check digit is wrong.
    type('RUC', '20100070971');
    expect(field('RUC')).toHaveAccessibleDescription(expect.stringContaining('Ingrese un RUC válido'));
    expect(field('RUC')).toHaveAttribute('maxLength', '11');
    type('RUC', '20100070970');
    expect(field('RUC')).not.toHaveAccessibleDescription(expect.stringContaining('Ingrese un RUC válido'));
    fireEvent.blur(field('Razón social'));
    expect(field('Razón social')).toHaveAccessibleDescription('Ingrese la razón social');
    type('Razón social', 'Perfumes del Sur S.A.C.');
    expect(nextButton()).toBeEnabled();
  });

  it('con sesión, nombre, apellido, email y celular vienen de la cuenta (editables)', async () => {
    store(twoUnits);
    // The account's saved cart holds the lines (an empty one would show the empty state).
    renderRoute(
      '/checkout',
      [savedCartMock(promotedQuote), quoteMock(twoUnits, promotedQuote), enterCheckoutRecorder().mock],
      {
        session: meFixture(),
      },
    );
    await waitFor(() => expect(field('Nombre')).toHaveValue('Ana'));
    expect(field('Apellido')).toHaveValue('Quispe');
    expect(field('Email')).toHaveValue('ana.quispe@correo.pe');
    expect(field('Celular')).toHaveValue('987654321');
    type('Nombre', 'Ana María');
    expect(field('Nombre')).toHaveValue('Ana María');
  });

  it('con sesión, abrir el paso 1 con productos avisa al servidor una vez por cuenta (el carrito guardado pasa a checkout)', async () => {
    store(twoUnits);
    const entering = enterCheckoutRecorder();
    const { client } = renderRoute(
      '/checkout',
      [savedCartMock(promotedQuote), quoteMock(twoUnits, promotedQuote), entering.mock, mergeCartMock],
      {
        session: meFixture(),
      },
    );
    await waitFor(() => expect(field('Nombre')).toHaveValue('Ana'));
    await waitFor(() => expect(entering.sent()).toBe(1));
    type('Nombre', 'Ana María');
    // The session check answers again for the same account (a new object): still the same visit.
    await act(async () => signInAs(client, meFixture({ phone: '912345678' })));
    // Another account signs in: its saved cart is at checkout too. Sent after anything the refresh above
    // would have sent, so the count tells whether the refresh sent one.
    await act(async () => signInAs(client, meFixture({ id: 'u-2', email: 'luis@correo.pe', name: 'Luis Rojas' })));
    await waitFor(() => expect(entering.sent()).toBeGreaterThan(1));
    expect(entering.sent()).toBe(2);
  });

  it('sin sesión no avisa nada al servidor; al iniciar sesión en el paso 1, sí', async () => {
    store(twoUnits);
    const entering = enterCheckoutRecorder();
    const { client } = renderRoute('/checkout', [quoteMock(twoUnits, promotedQuote), entering.mock, mergeCartMock]);
    await screen.findByRole('form', { name: 'Identificación' });
    // The session check has answered: a guest, with lines, on step 1.
    await waitFor(() => expect(client.readQuery({ query: SessionDocument })).toEqual({ me: null }));
    // Signing in sends the one notice; one sent as a guest would have gone first.
    await act(async () => signInAs(client, meFixture()));
    await waitFor(() => expect(entering.sent()).toBeGreaterThan(0));
    expect(entering.sent()).toBe(1);
  });
});

describe('checkout: Entrega y Pago, resumen', () => {
  it('el resumen muestra los precios del servidor, el envío y la comisión de Izipay solo con Izipay', async () => {
    store(twoUnits);
    renderRoute('/checkout', [quoteMock(twoUnits, promotedQuote)]);
    const panel = await screen.findByRole('region', { name: 'Resumen de tu Orden' });
    await within(panel).findByText('Good Girl EDP 80 ml');
    expect(panel).toHaveTextContent('Cantidad: 2');
    expect(panel).toHaveTextContent('-10%');
    expect(panel).toHaveTextContent('S/ 99.00');
    expect(panel).toHaveTextContent('SubtotalS/ 178.00');
    expect(panel).toHaveTextContent('EnvíoS/ 15.00');
    expect(panel).toHaveTextContent('TotalS/ 193.00');

    await fillIdentification();
    await waitFor(() => expect(nextButton()).toBeEnabled());
    fireEvent.click(nextButton());
    const delivery = await screen.findByRole('form', { name: 'Entrega y Pago' });
    expect(within(delivery).getByRole('radio', { name: /Envío Regular.*1-2 días hábiles/ })).toBeChecked();
    // A payment method is needed before going on.
    expect(nextButton()).toBeDisabled();
    fireEvent.click(within(delivery).getByRole('radio', { name: /^Izipay/ }));
    expect(summary()).toHaveTextContent('Comisión Izipay (4%)S/ 7.12');
    expect(summary()).toHaveTextContent('TotalS/ 200.12');
    fireEvent.click(within(delivery).getByRole('radio', { name: /^Transferencias/ }));
    expect(summary()).not.toHaveTextContent('Comisión Izipay');

    fireEvent.click(nextButton());
    const contact = await screen.findByRole('heading', { name: 'Resumen de pago' });
    expect(contact).toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Datos de contacto' });
    expect(data).toHaveTextContent('Nombre completoLucía Ramírez Soto');
    expect(data).toHaveTextContent('Emaillucia.ramirez@correo.pe');
    expect(data).toHaveTextContent('Celular987654321');
    expect(data).toHaveTextContent('DocumentoDNI 45678912');
    expect(data).toHaveTextContent('ComprobanteBoleta');
    expect(data).toHaveTextContent('Método de pagoTransferencia bancaria');
    const whatsapp = screen.getByRole('link', { name: 'Enviar pedido por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain('Nombre: Lucía Ramírez Soto');

    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByRole('radio', { name: /^Transferencias/ })).toBeChecked();
  });

  it('el envío sigue la política de la tienda (configuración del admin), como lo cobra el servidor', async () => {
    store(twoUnits);
    renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      storeSettingsMock(
        storeSettingsFixture({
          shipping: {
            __typename: 'ShippingPolicy',
            freeFrom: { __typename: 'Money', cents: 30000 },
            flatFee: { __typename: 'Money', cents: 990 },
          },
        }),
      ),
    ]);
    const panel = await screen.findByRole('region', { name: 'Resumen de tu Orden' });
    await within(panel).findByText('Good Girl EDP 80 ml');
    await waitFor(() => expect(panel).toHaveTextContent('EnvíoS/ 9.90'));
    expect(panel).toHaveTextContent('TotalS/ 187.90');
  });

  it('con envío gratis desde S/ 150 el mismo carrito no paga envío', async () => {
    store(twoUnits);
    renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      storeSettingsMock(
        storeSettingsFixture({
          shipping: {
            __typename: 'ShippingPolicy',
            freeFrom: { __typename: 'Money', cents: 15000 },
            flatFee: { __typename: 'Money', cents: 1500 },
          },
        }),
      ),
    ]);
    const panel = await screen.findByRole('region', { name: 'Resumen de tu Orden' });
    await within(panel).findByText('Good Girl EDP 80 ml');
    await waitFor(() => expect(panel).toHaveTextContent('TotalS/ 178.00'));
    expect(panel).toHaveTextContent(/Envío\s*Gratis/);
  });

  it('en mantenimiento avisa y no deja realizar el pedido', async () => {
    store(twoUnits);
    renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      storeSettingsMock(storeSettingsFixture({ maintenance: { isEnabled: true, orderCreation: false } })),
    ]);
    const placeButton = await reachSummary();
    expect(
      screen.getByText(
        'En este momento no es posible registrar pedidos por mantenimiento. Por favor, intenta más tarde.',
      ),
    ).toBeInTheDocument();
    expect(placeButton).toBeDisabled();
  });
});

describe('checkout: realizar pedido', () => {
  it('envía solo ids y cantidades; un reintento usa la misma clave; al terminar vacía el carrito y va a la página del pedido', async () => {
    store(twoUnits);
    const calls: PlaceOrderMutationVariables[] = [];
    const { router } = renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      ...placeOrderMock(calls, new Error('Internal server error'), placed),
    ]);
    const placeButton = await reachSummary();

    fireEvent.click(placeButton);
    expect(await screen.findByText('Error al procesar el pedido')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(stored()).toEqual(twoUnits);

    await waitFor(() => expect(placeButton).toHaveTextContent('Realizar pedido'));
    fireEvent.click(placeButton);
    expect(await screen.findByText('Pedido registrado correctamente')).toBeInTheDocument();
    // Its own page, with the link to keep (issue 27: it was only the list).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(await screen.findByRole('region', { name: '¡Pedido registrado!' })).toBeInTheDocument();

    expect(calls).toHaveLength(2);
    const [first, second] = calls;
    expect(first!.input).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
      customer: {
        firstName: 'Lucía',
        lastName: 'Ramírez Soto',
        email: 'lucia.ramirez@correo.pe',
        documentType: 'DNI',
        documentNumber: '45678912',
        phone: '987654321',
      },
      shippingMethod: 'regular',
      paymentMethod: 'yape',
      invoice: { type: 'boleta' },
      lines: [{ productId: 'p-1', quantity: 2 }],
      // The total the summary showed (S/ 178.00 + S/ 15.00): the server places the order only at this total.
      expectedTotalCents: 19300,
    });
    expect(second!.input.idempotencyKey).toBe(first!.input.idempotencyKey);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_ORDERS_KEY) ?? '[]')).toEqual([ORDER_ID]);
  });

  it.each([
    ['la conexión falla', new TypeError('Failed to fetch')],
    ['se acaba la espera', new DOMException('signal timed out', 'TimeoutError')],
  ])(
    "sin respuesta del servidor (%s): 'No se recibió respuesta del servidor al crear la orden', nada se pierde y el reintento usa la misma clave",
    async (_, noAnswer) => {
      store(twoUnits);
      const keys: string[] = [];
      const { router } = renderRoute('/checkout', [
        quoteMock(twoUnits, promotedQuote),
        {
          request: {
            query: PlaceOrderDocument,
            variables: (variables: PlaceOrderMutationVariables) => Boolean(keys.push(variables.input.idempotencyKey)),
          },
          error: noAnswer,
        },
        ...placeOrderMock([], placed).map((mock) => ({
          ...mock,
          request: {
            query: PlaceOrderDocument,
            variables: (variables: PlaceOrderMutationVariables) => Boolean(keys.push(variables.input.idempotencyKey)),
          },
        })),
      ]);
      const placeButton = await reachSummary();

      fireEvent.click(placeButton);
      expect(await screen.findByText('No se recibió respuesta del servidor al crear la orden')).toBeInTheDocument();
      expect(screen.queryByText('Error al procesar el pedido')).not.toBeInTheDocument();
      // Nothing lost: the cart, the step and the data are where they were.
      expect(router.state.location.pathname).toBe('/checkout');
      expect(stored()).toEqual(twoUnits);
      expect(screen.getByText('lucia.ramirez@correo.pe', { exact: false })).toBeInTheDocument();

      await waitFor(() => expect(placeButton).toHaveTextContent('Realizar pedido'));
      fireEvent.click(placeButton);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
      // One key for both: the server answers the order the lost request may have made, never a second one.
      expect(new Set(keys).size).toBe(1);
    },
  );

  it("'Procesando...' y la línea de estado mientras se registra; un doble clic envía un solo pedido", async () => {
    store(twoUnits);
    const calls: PlaceOrderMutationVariables[] = [];
    renderRoute('/checkout', [quoteMock(twoUnits, promotedQuote), ...placeOrderMock(calls, placed)]);
    const placeButton = await reachSummary();
    fireEvent.click(placeButton);
    fireEvent.click(placeButton);
    expect(placeButton).toHaveTextContent('Procesando...');
    expect(within(summary()).getByRole('status')).toHaveTextContent('Registrando tu pedido...');
    expect(await screen.findByText('Pedido registrado correctamente')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('si el stock cambió muestra el aviso, reemplaza el carrito y el siguiente intento usa otra clave', async () => {
    store(twoUnits);
    const oneLeft = quoteLineFixture({ productId: 'p-1', quantity: 1, price: 8900, originalPrice: 9900, stock: 1 });
    const corrected = cartQuoteFixture([{ ...oneLeft, requestedQuantity: 2, change: 'QUANTITY_CUT' }]);
    const calls: PlaceOrderMutationVariables[] = [];
    const { router } = renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      quoteMock([{ productId: 'p-1', quantity: 1 }], checkoutQuote([oneLeft], { 'p-1': '-10%' })),
      ...placeOrderMock(
        calls,
        {
          __typename: 'OrderStockChangedError',
          errorCode: 'ORDER_STOCK_CHANGED',
          message: STOCK_WARNING,
          cart: corrected,
        },
        placed,
      ),
    ]);
    const placeButton = await reachSummary();
    fireEvent.click(placeButton);

    expect(await within(summary()).findByRole('alert')).toHaveTextContent(STOCK_WARNING);
    await waitFor(() => expect(stored()).toEqual([{ productId: 'p-1', quantity: 1 }]));
    await waitFor(() => expect(summary()).toHaveTextContent('SubtotalS/ 89.00'));
    expect(router.state.location.pathname).toBe('/checkout');

    fireEvent.click(placeButton);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(calls[1]!.input.lines).toEqual([{ productId: 'p-1', quantity: 1 }]);
    expect(calls[1]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
  });

  it('si un precio cambió no guarda nada: muestra el aviso y los totales del servidor, y se confirma de nuevo', async () => {
    store(twoUnits);
    const calls: PlaceOrderMutationVariables[] = [];
    const message = 'Algunos precios han cambiado. Por favor, revisa tu orden.';
    const cents = (value: number) => ({ __typename: 'Money' as const, cents: value });
    const { router } = renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      ...placeOrderMock(
        calls,
        {
          __typename: 'OrderPriceChangedError',
          errorCode: 'ORDER_PRICE_CHANGED',
          message,
          // The promotion ended: two units at S/ 99.00, free shipping from S/ 150 in the store's new policy.
          totals: {
            __typename: 'OrderTotals',
            subtotal: cents(19800),
            shipping: cents(0),
            commission: cents(0),
            total: cents(19800),
          },
        },
        placed,
      ),
    ]);
    const placeButton = await reachSummary();
    expect(summary()).toHaveTextContent('TotalS/ 193.00');
    fireEvent.click(placeButton);

    expect(await within(summary()).findByRole('alert')).toHaveTextContent(message);
    expect(summary()).toHaveTextContent('SubtotalS/ 198.00');
    expect(summary()).toHaveTextContent('TotalS/ 198.00');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(stored()).toEqual(twoUnits);

    fireEvent.click(placeButton);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(calls.map((call) => call.input.expectedTotalCents)).toEqual([19300, 19800]);
    expect(calls[1]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
  });

  it('un campo rechazado por el servidor vuelve a su paso con el mensaje bajo el campo', async () => {
    store(twoUnits);
    const calls: PlaceOrderMutationVariables[] = [];
    renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      ...placeOrderMock(calls, {
        __typename: 'InvalidInputError',
        errorCode: 'ORDER_INVALID',
        message: 'Ingrese un email válido',
        fieldErrors: [{ __typename: 'FieldError', field: 'email', message: 'Ingrese un email válido' }],
      }),
    ]);
    fireEvent.click(await reachSummary());
    expect(await screen.findByRole('form', { name: 'Identificación' })).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Ingrese un email válido');
    type('Email', 'lucia@correo.pe');
    expect(field('Email')).not.toHaveAccessibleDescription();
  });

  it("si el carrito se vacía en otra pestaña, 'Realizar pedido' avisa 'No hay productos en la orden…' y no envía nada (issue 27)", async () => {
    store(twoUnits);
    const calls: PlaceOrderMutationVariables[] = [];
    renderRoute('/checkout', [quoteMock(twoUnits, promotedQuote), ...placeOrderMock(calls, placed)]);
    const placeButton = await reachSummary();

    act(() => {
      window.localStorage.removeItem(CART_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(placeButton).toBeEnabled();
    fireEvent.click(placeButton);
    expect(
      await screen.findByText('No hay productos en la orden. Por favor, agrega productos antes de continuar.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("un pedido vacío avisa 'No hay productos en la orden…'", async () => {
    store(twoUnits);
    const calls: PlaceOrderMutationVariables[] = [];
    renderRoute('/checkout', [
      quoteMock(twoUnits, promotedQuote),
      ...placeOrderMock(calls, {
        __typename: 'OrderEmptyError',
        errorCode: 'ORDER_EMPTY',
        message: 'No hay productos en la orden. Por favor, agrega productos antes de continuar.',
      }),
    ]);
    fireEvent.click(await reachSummary());
    expect(
      await screen.findByText('No hay productos en la orden. Por favor, agrega productos antes de continuar.'),
    ).toBeInTheDocument();
  });
});
