import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider, ToastProvider } from '@esencia/ui-kit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../apollo/cache';
import {
  type AssistedOrderProductsQuery as ProductsData,
  type CreateAssistedOrderMutation as CreateData,
  type CreateAssistedOrderMutationVariables,
  AssistedOrderProductsDocument,
  CreateAssistedOrderDocument,
} from './assistedOrder.generated';
import { AssistedOrderDialog } from './AssistedOrderDialog';

type Product = ProductsData['assistedOrderProducts'][number];
type CreateResult = CreateData['createAssistedOrder'];

const ORDER_ID = 'abcdefghijklmnopqrstuvwxyz234567';

const money = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${(cents / 100).toFixed(2)}`,
});

function product(id: string, name: string, cents: number, stock: number): Product {
  return {
    __typename: 'Product',
    id,
    name,
    imageUrl: null,
    stock,
    discountApplied: false,
    brand: { __typename: 'Brand', id: 'b-dior', name: 'Dior' },
    price: money(cents),
    originalPrice: money(cents),
  };
}

const sauvage = product('p-1', 'Sauvage EDT 100 ml', 45000, 3);
const jadore = product('p-2', "J'adore EDP 50 ml", 38000, 10);

function searchMock(search: string, products: Product[]): MockLink.MockedResponse {
  return {
    request: { query: AssistedOrderProductsDocument, variables: { search } },
    result: { data: { assistedOrderProducts: products } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** createAssistedOrder answering each call with the next of `answers` (an Error fails the request), recording the input. */
function createMock(calls: CreateAssistedOrderMutationVariables[], ...answers: (CreateResult | Error)[]) {
  return answers.map((answer): MockLink.MockedResponse => ({
    request: { query: CreateAssistedOrderDocument, variables: () => true },
    result: (variables: CreateAssistedOrderMutationVariables) => {
      calls.push(variables);
      if (answer instanceof Error) return { errors: [{ message: answer.message }] };
      return { data: { createAssistedOrder: answer } };
    },
  }));
}

const created: CreateResult = {
  __typename: 'Order',
  id: ORDER_ID,
  shortId: '234567',
  link: `https://esencia.pe/order/${ORDER_ID}`,
  customer: { __typename: 'OrderCustomer', firstName: 'Lucía', phone: '987654321' },
  total: money(90000),
};

/** The dialog behind an 'Crear pedido' button, as the orders screen opens it. */
function Harness({ onCreated }: { onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <AssistedOrderDialog open={open} onOpenChange={setOpen} onCreated={onCreated} />
    </>
  );
}

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onCreated = vi.fn();
  render(
    <ThemeProvider defaultTheme="light">
      <MockedProvider mocks={mocks} cache={createCache()}>
        <ToastProvider>
          <Harness onCreated={onCreated} />
        </ToastProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return { onCreated };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

function fillCustomer() {
  type('Nombre', 'Lucía');
  type('Apellido', 'Ramírez Soto');
  type('Email', 'lucia.ramirez@correo.pe');
  type('Celular', '987654321');
}

/** Types in the product search and lets the 300 ms debounce pass on a fake clock (no real wait). */
async function search(text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const box = screen.getByRole('combobox', { name: 'Buscar productos' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(299));
  expect(screen.getByText('Buscando...')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  await act(() => vi.advanceTimersByTimeAsync(100));
  vi.useRealTimers();
  return screen.findByRole('listbox', { name: 'Buscar productos' });
}

async function addProduct(text: string, name: string) {
  const list = await search(text);
  fireEvent.click(within(list).getByRole('option', { name: new RegExp(name) }));
}

/** Customer filled, Sauvage ×2 added, on the payment tab. */
async function reachPayment() {
  fillCustomer();
  next();
  await addProduct('sauv', 'Sauvage');
  fireEvent.click(screen.getByRole('button', { name: 'Agregar una unidad de Sauvage EDT 100 ml' }));
  next();
  expect(tab('Pago')).toHaveAttribute('aria-selected', 'true');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AssistedOrderDialog: pestañas y datos del cliente', () => {
  it('Productos se habilita con nombre, apellido, email y celular; Pago con una línea', async () => {
    renderDialog([searchMock('sauv', [sauvage])]);

    expect(tab('Datos del cliente')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Productos')).toBeDisabled();
    expect(tab('Pago')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    type('Nombre', 'Lucía');
    type('Apellido', 'Ramírez Soto');
    type('Email', 'lucia.ramirez@correo.pe');
    expect(tab('Productos')).toBeDisabled();
    type('Celular', '987654321');
    expect(tab('Productos')).toBeEnabled();
    expect(tab('Pago')).toBeDisabled();

    fireEvent.click(tab('Productos'));
    expect(tab('Productos')).toHaveAttribute('aria-selected', 'true');
    await addProduct('sauv', 'Sauvage');
    expect(tab('Pago')).toBeEnabled();

    // Removing the last line closes 'Pago' again.
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Sauvage EDT 100 ml del pedido' }));
    expect(tab('Pago')).toBeDisabled();
  });

  it('DNI y boleta están fijos; el documento es opcional y muestra el número por defecto', () => {
    renderDialog();

    expect(input('Tipo de documento')).toHaveValue('DNI');
    expect(input('Tipo de documento')).toHaveAttribute('readonly');
    expect(input('Comprobante')).toHaveValue('Boleta');
    expect(input('Comprobante')).toHaveAttribute('readonly');
    expect(input('Número de documento')).toHaveAttribute('placeholder', '00000000');
    expect(input('Número de documento')).toHaveAttribute('maxlength', '8');
  });

  it("'Siguiente' revisa los datos con las reglas del checkout y no avanza con errores", () => {
    renderDialog();
    fillCustomer();
    type('Email', 'lucia@correo');
    type('Celular', '887654321');
    type('Número de documento', '1234');

    next();

    expect(tab('Datos del cliente')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Ingrese un email válido')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un número de celular válido')).toBeInTheDocument();
    expect(screen.getByText('Ingrese un DNI válido (8 dígitos)')).toBeInTheDocument();

    type('Email', 'lucia@correo.pe');
    type('Celular', '987654321');
    type('Número de documento', '');
    next();
    expect(tab('Productos')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('AssistedOrderDialog: productos', () => {
  it('busca tras 300 ms, agrega el producto y no deja pasar del stock', async () => {
    renderDialog([searchMock('sauv', [sauvage, jadore])]);
    fillCustomer();
    next();

    const list = await search('sauv');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Dior · 3 en stock');
    fireEvent.click(options[0]!);

    const line = screen.getByRole('listitem', { name: 'Sauvage EDT 100 ml' });
    expect(within(line).getByLabelText('Cantidad de Sauvage EDT 100 ml')).toHaveValue(1);
    fireEvent.change(within(line).getByLabelText('Cantidad de Sauvage EDT 100 ml'), { target: { value: '5' } });
    expect(within(line).getByLabelText('Cantidad de Sauvage EDT 100 ml')).toHaveValue(3);
    expect(within(line).getByText('No hay suficiente stock disponible')).toBeInTheDocument();
    expect(within(line).getByText('S/ 1,350.00')).toBeInTheDocument();

    // Choosing it again adds a unit only within the stock.
    const again = await search('sauv');
    fireEvent.click(within(again).getAllByRole('option')[0]!);
    expect(within(line).getByLabelText('Cantidad de Sauvage EDT 100 ml')).toHaveValue(3);

    const totals = screen.getByLabelText('Totales del pedido');
    expect(totals).toHaveTextContent('EnvíoS/ 0.00');
    expect(totals).toHaveTextContent('TotalS/ 1,350.00');
  });
});

describe('AssistedOrderDialog: crear el pedido', () => {
  it('pide el método de pago, envía solo ids y cantidades y muestra el link con copiar y WhatsApp', async () => {
    const calls: CreateAssistedOrderMutationVariables[] = [];
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { onCreated } = renderDialog([searchMock('sauv', [sauvage]), ...createMock(calls, created)]);
    await reachPayment();

    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByText('Seleccione un método de pago')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Izipay' }));
    expect(screen.getByLabelText('Totales del pedido')).toHaveTextContent('Comisión Izipay (4%)S/ 36.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Yape' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));

    expect(await screen.findByRole('heading', { name: 'Pedido #234567 creado' })).toBeInTheDocument();
    expect(await screen.findByText('Pedido creado exitosamente')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(ORDER_ID);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
      customer: {
        firstName: 'Lucía',
        lastName: 'Ramírez Soto',
        email: 'lucia.ramirez@correo.pe',
        phone: '987654321',
        documentNumber: null,
      },
      paymentMethod: 'yape',
      lines: [{ productId: 'p-1', quantity: 2 }],
      // The total the modal showed: the server creates the order only at this total.
      expectedTotalCents: 90000,
    });

    expect(input('Link del pedido')).toHaveValue(`https://esencia.pe/order/${ORDER_ID}`);
    const whatsapp = screen.getByRole('link', { name: 'Enviar por WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/51987654321');
    expect(href.searchParams.get('text')).toContain(`https://esencia.pe/order/${ORDER_ID}`);
    expect(href.searchParams.get('text')).toContain('#234567');

    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Link copiado al portapapeles')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`https://esencia.pe/order/${ORDER_ID}`);
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("si no se puede copiar dice 'No se pudo copiar el link'", async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('x')) } });
    renderDialog([searchMock('sauv', [sauvage]), ...createMock([], created)]);
    await reachPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'Plin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    await screen.findByRole('heading', { name: 'Pedido #234567 creado' });

    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('No se pudo copiar el link')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('un error del servidor se puede reintentar con la misma clave', async () => {
    const calls: CreateAssistedOrderMutationVariables[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog([searchMock('sauv', [sauvage]), ...createMock(calls, new Error('Internal server error'), created)]);
    await reachPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'Yape' }));

    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al crear el pedido');
    expect(logged).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear pedido' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    await screen.findByRole('heading', { name: 'Pedido #234567 creado' });

    expect(calls).toHaveLength(2);
    expect(calls[1]!.input.idempotencyKey).toBe(calls[0]!.input.idempotencyKey);
  });

  it.each([
    ['la conexión falla', new TypeError('Failed to fetch')],
    ['se acaba la espera', new DOMException('signal timed out', 'TimeoutError')],
  ])(
    "sin respuesta (%s): 'No se recibió respuesta del servidor al crear la orden' y el reintento usa la misma clave",
    async (_, noAnswer) => {
      const keys: string[] = [];
      const recordKey = (variables: CreateAssistedOrderMutationVariables) =>
        Boolean(keys.push(variables.input.idempotencyKey));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderDialog([
        searchMock('sauv', [sauvage]),
        { request: { query: CreateAssistedOrderDocument, variables: recordKey }, error: noAnswer },
        ...createMock([], created).map((mock) => ({
          ...mock,
          request: { query: CreateAssistedOrderDocument, variables: recordKey },
        })),
      ]);
      await reachPayment();
      fireEvent.click(screen.getByRole('radio', { name: 'Yape' }));

      fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se recibió respuesta del servidor al crear la orden',
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Crear pedido' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
      await screen.findByRole('heading', { name: 'Pedido #234567 creado' });
      expect(new Set(keys).size).toBe(1);
    },
  );

  it('los errores del servidor aparecen bajo su campo, en su pestaña', async () => {
    const calls: CreateAssistedOrderMutationVariables[] = [];
    renderDialog([
      searchMock('sauv', [sauvage]),
      ...createMock(calls, {
        __typename: 'InvalidInputError',
        errorCode: 'ORDER_INVALID',
        message: 'Revisa los datos del pedido',
        fieldErrors: [
          { __typename: 'FieldError', field: 'email', message: 'Ingrese un email válido' },
          { __typename: 'FieldError', field: 'lines.0', message: 'No hay suficiente stock disponible' },
        ],
      }),
    ]);
    await reachPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'Yape' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));

    await waitFor(() => expect(tab('Datos del cliente')).toHaveAttribute('aria-selected', 'true'));
    expect(input('Email')).toHaveAccessibleDescription('Ingrese un email válido');
    fireEvent.click(tab('Productos'));
    const line = screen.getByRole('listitem', { name: 'Sauvage EDT 100 ml' });
    expect(within(line).getByText('No hay suficiente stock disponible')).toBeInTheDocument();
  });

  it('si el stock cambió muestra las líneas corregidas y el aviso', async () => {
    const calls: CreateAssistedOrderMutationVariables[] = [];
    const warning = 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.';
    renderDialog([
      searchMock('sauv', [sauvage]),
      ...createMock(
        calls,
        {
          __typename: 'OrderStockChangedError',
          errorCode: 'ORDER_STOCK_CHANGED',
          message: warning,
          cart: {
            __typename: 'CartQuote',
            lines: [
              {
                __typename: 'CartQuoteLine',
                productId: 'p-1',
                quantity: 1,
                unitPrice: money(44000),
                product: { __typename: 'Product', id: 'p-1', name: 'Sauvage EDT 100 ml', stock: 1 },
              },
            ],
            removed: [],
          },
        },
        created,
      ),
    ]);
    await reachPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'Yape' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    expect(tab('Productos')).toHaveAttribute('aria-selected', 'true');
    const line = screen.getByRole('listitem', { name: 'Sauvage EDT 100 ml' });
    expect(within(line).getByLabelText('Cantidad de Sauvage EDT 100 ml')).toHaveValue(1);
    expect(within(line).getByText('S/ 440.00 c/u · Stock: 1')).toBeInTheDocument();

    next();
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    await screen.findByRole('heading', { name: 'Pedido #234567 creado' });
    expect(calls[1]!.input.lines).toEqual([{ productId: 'p-1', quantity: 1 }]);
    expect(calls[1]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
  });

  it('si un precio cambió no se crea nada: muestra el aviso y los precios del servidor, y se confirma de nuevo', async () => {
    const calls: CreateAssistedOrderMutationVariables[] = [];
    const message = 'Algunos precios han cambiado. Por favor, revisa tu orden.';
    renderDialog([
      searchMock('sauv', [sauvage]),
      ...createMock(
        calls,
        {
          __typename: 'OrderPriceChangedError',
          errorCode: 'ORDER_PRICE_CHANGED',
          message,
          cart: {
            __typename: 'CartQuote',
            lines: [
              {
                __typename: 'CartQuoteLine',
                productId: 'p-1',
                quantity: 2,
                unitPrice: money(48000),
                product: { __typename: 'Product', id: 'p-1', name: 'Sauvage EDT 100 ml', stock: 3 },
              },
            ],
            removed: [],
          },
        },
        created,
      ),
    ]);
    await reachPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'Yape' }));
    expect(screen.getByLabelText('Totales del pedido')).toHaveTextContent('TotalS/ 900.00');
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(tab('Pago')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Totales del pedido')).toHaveTextContent('TotalS/ 960.00');

    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    await screen.findByRole('heading', { name: 'Pedido #234567 creado' });
    expect(calls.map((call) => call.input.expectedTotalCents)).toEqual([90000, 96000]);
    expect(calls[1]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
  });

  it('cerrar pide confirmación y al volver a abrir el formulario está vacío', async () => {
    renderDialog();
    fillCustomer();
    expect(input('Nombre')).toHaveValue('Lucía');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmar salida' });
    expect(confirm).toHaveTextContent('¿Estás seguro que deseas salir?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Salir' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Crear pedido' })).toBeInTheDocument();
    expect(input('Nombre')).toHaveValue('');
    expect(tab('Productos')).toBeDisabled();
  });
});
