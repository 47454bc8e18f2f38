import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { PAYMENT_LINK_INVALID_MESSAGE } from '@esencia/domain/order/payment-link';
import { ThemeProvider, ToastProvider } from '@esencia/ui-kit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../apollo/cache';
import { adminOrderMock, orderDetails, orderRow, setPaymentLinkMock } from './orderAdminFixtures';
import type { AdminOrderDetails } from './orderAdmin';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { AdminOrderDocument, SetPaymentLinkDocument } from './orders.generated';

const pending = orderDetails();
const processing = orderDetails(orderRow({ status: 'PROCESSING', statusLabel: 'En Proceso' }), {
  paymentMethod: 'IZIPAY',
  paymentMethodLabel: 'Izipay',
  commission: { __typename: 'Money', cents: 580, formatted: 'S/ 5.80' },
  total: { __typename: 'Money', cents: 16570, formatted: 'S/ 165.70' },
  hasReceipt: true,
  receiptUrl: '/files/receipts/anaqsp.jpg',
  statusHistory: [
    {
      __typename: 'OrderStatusChange',
      from: 'PENDING',
      to: 'PROCESSING',
      at: '2026-03-02T16:00:00.000Z',
      adminEmail: 'admin@esencia.pe',
    },
  ],
});

function renderDialog(order: AdminOrderDetails | null, mocks: MockLink.MockedResponse[] = [], id = order?.id ?? 'x') {
  const onChangeStatus = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ThemeProvider defaultTheme="light">
      <MockedProvider mocks={[adminOrderMock(order, id), ...mocks]} cache={createCache()}>
        <ToastProvider>
          <OrderDetailsDialog orderId={id} open onOpenChange={onOpenChange} onChangeStatus={onChangeStatus} />
        </ToastProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return { onChangeStatus, onOpenChange };
}

const dialog = () => screen.findByRole('dialog', { name: /Pedido #anaqsp/ });
const section = (name: string) => screen.getByRole('region', { name });
const linkField = () => screen.getByRole('textbox', { name: 'Link de pago' });
const saveLink = async (value: string) => {
  fireEvent.change(linkField(), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Guardar link de pago' }));
  });
};

describe('Detalles del pedido (panel)', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('muestra el cliente, las líneas con su copia del producto, los totales, el pago, el comprobante y el historial', async () => {
    renderDialog(processing);
    await dialog();

    expect(section('Cliente')).toHaveTextContent('NombreAna Quispe');
    expect(section('Cliente')).toHaveTextContent('Emailana.quispe@correo.pe');
    expect(section('Cliente')).toHaveTextContent('Celular987654321');
    expect(section('Cliente')).toHaveTextContent('DocumentoDNI 45678912');
    expect(section('Cliente')).toHaveTextContent('ComprobanteBoleta');

    const lines = within(screen.getByRole('list', { name: 'Productos del pedido' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      "J'adore EDP 100 mlDior1 × S/ 99.90 S/ 129.90 -23%S/ 99.90",
      'Good Girl EDP 80 mlCarolina Herrera2 × S/ 22.50S/ 45.00',
    ]);
    expect(within(lines[0] as HTMLElement).getByRole('presentation')).toHaveAttribute(
      'src',
      '/files/order-images/1-p-7.jpg',
    );
    expect(screen.getByLabelText('Totales')).toHaveTextContent(
      'SubtotalS/ 144.90EnvíoS/ 15.00Comisión IzipayS/ 5.80TotalS/ 165.70',
    );
    expect(section('Pago')).toHaveTextContent('Método de pagoIzipay');
    expect(screen.getByRole('img', { name: 'Comprobante de pago del pedido #anaqsp' })).toHaveAttribute(
      'src',
      '/files/receipts/anaqsp.jpg',
    );
    expect(screen.getByRole('list', { name: 'Historial de estados' })).toHaveTextContent(
      'Pendiente → En Proceso02/03/2026 11:00 · admin@esencia.pe',
    );
  });

  it('un pedido que reserva sus unidades dice hasta cuándo (hora de Lima); sin reserva no dice nada', async () => {
    renderDialog(orderDetails(orderRow(), { stockHeldUntil: '2026-03-02T19:30:00.000Z' }));
    await dialog();

    expect(section('Pago')).toHaveTextContent(
      'Método de pagoYapeUnidades reservadas hasta02/03/2026 14:30 (hora de Lima)',
    );
  });

  it('sin reserva el pago no menciona ninguna', async () => {
    renderDialog(pending);
    await dialog();

    expect(section('Pago')).toHaveTextContent('Método de pagoYape');
    expect(section('Pago')).not.toHaveTextContent('reservadas');
  });

  it('un nombre de producto largo se corta a 100 caracteres (más «…»)', async () => {
    const long = orderDetails(orderRow(), {
      lines: [{ ...(pending.lines[0] as AdminOrderDetails['lines'][number]), name: 'Edición limitada '.repeat(10) }],
    });
    renderDialog(long);
    await dialog();

    const name = within(screen.getByRole('list', { name: 'Productos del pedido' })).getByText(/^Edición/);
    expect(Array.from(name.textContent ?? '')).toHaveLength(101);
    expect(name.textContent?.endsWith('…')).toBe(true);
  });

  it('las acciones son las que permite el flujo y llaman a onChangeStatus', async () => {
    const { onChangeStatus } = renderDialog(processing);
    const modal = await dialog();

    expect(within(modal).queryByRole('button', { name: 'Procesar pedido #anaqsp' })).not.toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Completar pedido #anaqsp' }));
    expect(onChangeStatus).toHaveBeenCalledWith(
      { id: processing.id, shortId: 'anaqsp', status: 'processing' },
      'completed',
    );
  });

  it('un pedido completado no ofrece acciones ni edición del link de pago', async () => {
    renderDialog(
      orderDetails(orderRow({ status: 'COMPLETED', statusLabel: 'Completada' }), {
        paymentMethod: 'IZIPAY',
        paymentMethodLabel: 'Izipay',
        paymentLink: 'https://pago.izipay.pe/checkout/abcdefghijklmnopqrstuvwxyz0123456789',
      }),
    );
    const modal = await dialog();

    expect(
      within(modal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContain('Cancelar');
    expect(within(modal).queryByRole('textbox', { name: 'Link de pago' })).not.toBeInTheDocument();
    expect(section('Pago')).toHaveTextContent(
      'Solo se puede actualizar el enlace de pago cuando la orden está en proceso',
    );
    // Shown cut at 40 characters, the whole address in the link.
    const link = within(section('Pago')).getByRole('link', { name: 'https://pago.izipay.pe/checkout/abcdefgh…' });
    expect(link).toHaveAttribute('href', 'https://pago.izipay.pe/checkout/abcdefghijklmnopqrstuvwxyz0123456789');
  });

  it('un pedido con Yape, Plin o transferencia no tiene link de pago (issue 27: un pedido Yape lo ofrecía)', async () => {
    renderDialog(orderDetails(orderRow({ status: 'PROCESSING', statusLabel: 'En Proceso' })));
    await dialog();

    expect(section('Pago')).toHaveTextContent('Método de pagoYape');
    expect(screen.queryByRole('textbox', { name: 'Link de pago' })).not.toBeInTheDocument();
    expect(section('Pago')).not.toHaveTextContent(/link de pago/i);
  });

  it('un pedido pendiente no deja editar el link de pago', async () => {
    renderDialog(orderDetails(orderRow(), { paymentMethod: 'IZIPAY', paymentMethodLabel: 'Izipay' }));
    await dialog();

    expect(screen.queryByRole('textbox', { name: 'Link de pago' })).not.toBeInTheDocument();
    expect(section('Pago')).toHaveTextContent('Sin link de pago');
    expect(section('Pago')).toHaveTextContent(
      'Solo se puede actualizar el enlace de pago cuando la orden está en proceso',
    );
    expect(section('Pago')).toHaveTextContent('El cliente no ha subido un comprobante de pago.');
  });

  it('el link de pago se valida antes de enviarlo: un javascript: no sale', async () => {
    const sent = vi.fn();
    renderDialog(processing, [
      {
        request: {
          query: SetPaymentLinkDocument,
          variables: () => {
            sent();
            return true;
          },
        },
        result: { data: { setPaymentLink: { __typename: 'Order', id: processing.id, paymentLink: null } } },
      },
    ]);
    await dialog();

    await saveLink('javascript:alert(1)');

    expect(screen.getByText(PAYMENT_LINK_INVALID_MESSAGE)).toBeInTheDocument();
    expect(linkField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it("un link sin esquema se guarda con https:// y avisa 'Enlace de pago actualizado correctamente'", async () => {
    renderDialog(processing, [setPaymentLinkMock(processing.id, 'https://pago.izipay.pe/abc')]);
    await dialog();

    await saveLink('pago.izipay.pe/abc');

    expect(await screen.findByText('Enlace de pago actualizado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(linkField()).toHaveValue('https://pago.izipay.pe/abc'));
  });

  it('si el pedido ya no está en proceso el servidor lo rechaza con el texto de la especificación', async () => {
    renderDialog(processing, [
      setPaymentLinkMock(processing.id, 'https://pago.izipay.pe/abc', {
        __typename: 'PaymentLinkNotEditableError',
        errorCode: 'PAYMENT_LINK_NOT_EDITABLE',
        message: 'Solo se puede actualizar el enlace de pago cuando la orden está en proceso',
      }),
    ]);
    await dialog();

    await saveLink('https://pago.izipay.pe/abc');

    // The form stays (the order was processing when opened); the refusal comes as a toast.
    expect(
      await screen.findByText('Solo se puede actualizar el enlace de pago cuando la orden está en proceso'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Enlace de pago actualizado correctamente')).not.toBeInTheDocument();
  });

  it("si el envío falla avisa 'Error al actualizar el enlace de pago'", async () => {
    renderDialog(processing, [
      {
        request: { query: SetPaymentLinkDocument, variables: { orderId: processing.id, link: 'https://pago.pe/x' } },
        error: new Error('red'),
      },
    ]);
    await dialog();

    await saveLink('https://pago.pe/x');

    expect(await screen.findByText('Error al actualizar el enlace de pago')).toBeInTheDocument();
  });

  it("copiar el link avisa 'Link copiado al portapapeles' durante 2 s", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog(pending);
    await dialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    });

    expect(writeText).toHaveBeenCalledWith(`http://localhost/order/${pending.id}`);
    const status = within(section('Enlace del pedido')).getByRole('status');
    expect(status).toHaveTextContent('Link copiado al portapapeles');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(status).toHaveTextContent('Link copiado al portapapeles');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status).toBeEmptyDOMElement();
  });

  it("si el navegador no deja copiar avisa 'No se pudo copiar el link'", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog(pending);
    await dialog();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    });

    expect(within(section('Enlace del pedido')).getByRole('status')).toHaveTextContent('No se pudo copiar el link');
  });

  it('WhatsApp abre un chat con el celular del cliente (51 + número) y el mensaje del pedido', async () => {
    renderDialog(processing);
    await dialog();

    const link = screen.getByRole('link', { name: 'Enviar el pedido #anaqsp por WhatsApp a Ana Quispe' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/51987654321?text=')).toBe(true);
    const text = decodeURIComponent(href.slice(href.indexOf('?text=') + '?text='.length));
    expect(text).toContain('#anaqsp');
    expect(text).toContain('Estado: En Proceso');
    expect(text).toContain("- J'adore EDP 100 ml | Cantidad: 1 | Precio: S/ 99.90");
    expect(text).toContain('Total: S/ 165.70');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("si el pedido no existe avisa 'No se pudo obtener la información del pedido'", async () => {
    renderDialog(null, [], 'zzzzzz');

    expect(await screen.findByText('No se pudo obtener la información del pedido')).toBeInTheDocument();
  });

  it("si no carga avisa 'Error al obtener la orden' y ofrece 'Intentar de nuevo'", async () => {
    render(
      <ThemeProvider defaultTheme="light">
        <MockedProvider
          mocks={[
            { request: { query: AdminOrderDocument, variables: { id: pending.id } }, error: new Error('red') },
            adminOrderMock(pending),
          ]}
          cache={createCache()}
        >
          <ToastProvider>
            <OrderDetailsDialog orderId={pending.id} open onOpenChange={vi.fn()} onChangeStatus={vi.fn()} />
          </ToastProvider>
        </MockedProvider>
      </ThemeProvider>,
    );

    expect(await screen.findByText('Error al obtener la orden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await dialog()).toBeInTheDocument();
  });

  it("cerrar pregunta 'Confirmar salida / ¿Estás seguro que deseas salir?' y se cierra en 300 ms", async () => {
    const { onOpenChange } = renderDialog(pending);
    await dialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByText('Confirmar salida')).toBeInTheDocument();
    expect(screen.getByText('¿Estás seguro que deseas salir?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
