import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminStoreSettingsFieldsFragment,
  AdminStoreSettingsDocument,
  UpdateStoreSettingsDocument,
} from './settings.generated';
import type { StoreSettingsInput } from '../../gql/graphql';
import { adminFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';
import { FakeXhr } from '../products/productFixtures';
import { MAINTENANCE_WINDOW_ENDED_HINT } from './MaintenanceSection';
import { orderStatusEmailsMock } from './orderStatusEmailsFixtures';

const admin = adminFixture();
const money = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${(cents / 100).toFixed(2)}`,
});

/** The settings as the server answers them: Yape with a QR, Plin without, two bank accounts, no maintenance. */
function settingsFixture(overrides: Partial<AdminStoreSettingsFieldsFragment> = {}): AdminStoreSettingsFieldsFragment {
  return {
    __typename: 'StoreSettings',
    whatsappNumber: '51987654321',
    phone: '+51 987 654 321',
    email: 'ventas@esencia.pe',
    phoneHours: 'Lunes a Viernes 9am-6pm',
    chatHours: 'Todos los días 8am-10pm',
    supportHours: 'Lunes a Domingo 9am-10pm',
    wallets: [
      {
        __typename: 'Wallet',
        method: 'yape',
        holder: 'Esencia Perfumería',
        number: '987654321',
        qrImageKey: 'store/1-yape.png',
        qrImageUrl: '/files/store/1-yape.png',
      },
      {
        __typename: 'Wallet',
        method: 'plin',
        holder: 'Esencia Perfumería',
        number: '912345678',
        qrImageKey: null,
        qrImageUrl: null,
      },
    ],
    bankAccounts: [
      {
        __typename: 'BankAccount',
        bank: 'BCP',
        holder: 'Esencia Perfumería S.A.C.',
        accountNumber: '191-2345678-0-12',
        cci: '00219100234567801257',
      },
      {
        __typename: 'BankAccount',
        bank: 'BBVA',
        holder: 'Esencia Perfumería S.A.C.',
        accountNumber: '0011-0123-0100045678',
        cci: null,
      },
    ],
    maintenance: {
      __typename: 'Maintenance',
      isEnabled: false,
      orderCreation: true,
      startsAt: '2099-03-01T05:00:00.000Z',
      endsAt: '2099-03-01T11:00:00.000Z',
      title: 'Mantenimiento programado',
      description: 'Estamos mejorando la tienda.',
      type: 'warning',
      dismissible: true,
      persistent: false,
      showTimeInfo: true,
    },
    shipping: { __typename: 'ShippingPolicy', freeFrom: money(20000), flatFee: money(1500) },
    stockHolds: [
      { __typename: 'StockHold', paymentMethod: 'YAPE', hours: 2 },
      { __typename: 'StockHold', paymentMethod: 'PLIN', hours: 0 },
      { __typename: 'StockHold', paymentMethod: 'TRANSFERENCIA', hours: 24 },
      { __typename: 'StockHold', paymentMethod: 'IZIPAY', hours: 0 },
    ],
    ...overrides,
  };
}

/** What saving the untouched form sends. */
const UNCHANGED_INPUT: StoreSettingsInput = {
  whatsappNumber: '51987654321',
  phone: '+51 987 654 321',
  email: 'ventas@esencia.pe',
  phoneHours: 'Lunes a Viernes 9am-6pm',
  chatHours: 'Todos los días 8am-10pm',
  supportHours: 'Lunes a Domingo 9am-10pm',
  wallets: [
    { method: 'yape', holder: 'Esencia Perfumería', number: '987654321', qrImageKey: 'store/1-yape.png' },
    { method: 'plin', holder: 'Esencia Perfumería', number: '912345678', qrImageKey: null },
  ],
  bankAccounts: [
    {
      bank: 'BCP',
      holder: 'Esencia Perfumería S.A.C.',
      accountNumber: '191-2345678-0-12',
      cci: '00219100234567801257',
    },
    { bank: 'BBVA', holder: 'Esencia Perfumería S.A.C.', accountNumber: '0011-0123-0100045678', cci: null },
  ],
  maintenance: {
    isEnabled: false,
    orderCreation: true,
    startsAt: '2099-03-01T05:00:00.000Z',
    endsAt: '2099-03-01T11:00:00.000Z',
    title: 'Mantenimiento programado',
    description: 'Estamos mejorando la tienda.',
    type: 'warning',
    dismissible: true,
    persistent: false,
    showTimeInfo: true,
  },
  shipping: { freeFromCents: 20000, flatFeeCents: 1500 },
  stockHolds: [
    { paymentMethod: 'YAPE', hours: 2 },
    { paymentMethod: 'PLIN', hours: 0 },
    { paymentMethod: 'TRANSFERENCIA', hours: 24 },
    { paymentMethod: 'IZIPAY', hours: 0 },
  ],
};

function settingsMock(settings = settingsFixture()): MockLink.MockedResponse {
  return {
    request: { query: AdminStoreSettingsDocument },
    result: { data: { storeSettings: settings } },
  };
}

function saveMock(input: StoreSettingsInput, answer: unknown): MockLink.MockedResponse {
  return {
    request: { query: UpdateStoreSettingsDocument, variables: { input } },
    result: { data: { updateStoreSettings: answer as never } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return renderRoute('/admin/settings', [settingsMock(), orderStatusEmailsMock(), ...mocks], { session: admin });
}

// The first render also loads the lazy admin chunks, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };
const form = () => screen.findByRole('form', { name: 'Configuración de la tienda' }, SLOW);
const textbox = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name });
const type = (name: string, value: string, scope?: HTMLElement) =>
  fireEvent.change(textbox(name, scope), { target: { value } });
const group = (name: string) => screen.getByRole('group', { name });
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
  });
};
const lastRequest = () => {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
};

describe('Configuración del panel (/admin/settings)', () => {
  beforeAll(async () => {
    await Promise.all([import('../AdminLayout'), import('./StoreSettingsPage')]);
  });

  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('muestra la configuración guardada: contacto, horarios, billeteras, cuentas, mantenimiento (hora de Lima) y envíos en soles', async () => {
    await renderPage();
    await form();

    expect(textbox('Número de WhatsApp')).toHaveValue('51987654321');
    expect(textbox('Correo electrónico')).toHaveValue('ventas@esencia.pe');
    expect(textbox('Horario de atención')).toHaveValue('Lunes a Domingo 9am-10pm');
    expect(textbox('Titular de Yape')).toHaveValue('Esencia Perfumería');
    expect(textbox('Número de Plin')).toHaveValue('912345678');
    expect(screen.getByRole('img', { name: 'Código QR de Yape' })).toHaveAttribute('src', '/files/store/1-yape.png');
    expect(within(group('Cuenta 1')).getByRole('textbox', { name: 'Banco' })).toHaveValue('BCP');
    expect(within(group('Cuenta 2')).getByRole('textbox', { name: /CCI/ })).toHaveValue('');
    expect(screen.getByLabelText('Inicio (hora de Lima)')).toHaveValue('2099-03-01T00:00');
    expect(screen.getByLabelText('Fin (hora de Lima)')).toHaveValue('2099-03-01T06:00');
    expect(screen.getByRole('checkbox', { name: 'Activar modo mantenimiento' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Permitir pedidos durante el mantenimiento' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tipo de aviso' })).toHaveValue('warning');
    expect(textbox('Envío gratis desde (S/)')).toHaveValue('200.00');
    expect(textbox('Costo de envío (S/)')).toHaveValue('15.00');
    expect(
      screen.getByText('Los pedidos desde S/ 200.00 no pagan envío; los demás pagan S/ 15.00.'),
    ).toBeInTheDocument();
  });

  it('al guardar muestra el mensaje de cada regla del dominio bajo su campo, enfoca el primero y no envía nada', async () => {
    await renderPage();
    await form();

    type('Número de WhatsApp', '+51 98');
    type('Correo electrónico', 'ventas@');
    type('Número de Yape', '98765');
    type('Titular de Plin', ' ');
    type('CCI (opcional)', '123', group('Cuenta 1'));
    type('Banco', '', group('Cuenta 2'));
    fireEvent.change(screen.getByLabelText('Fin (hora de Lima)'), { target: { value: '2099-02-28T23:00' } });
    type('Título del aviso', '');
    type('Costo de envío (S/)', '-1');
    await save();

    expect(screen.getByText(/El número de WhatsApp debe tener entre 8 y 15 dígitos/)).toBeInTheDocument();
    expect(screen.getByText('Ingrese un email válido')).toBeInTheDocument();
    expect(screen.getByText('El número debe tener 9 dígitos')).toBeInTheDocument();
    expect(screen.getByText('El titular es obligatorio')).toBeInTheDocument();
    expect(within(group('Cuenta 1')).getByText('El CCI debe tener 20 dígitos')).toBeInTheDocument();
    expect(within(group('Cuenta 2')).getByText('El banco es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La fecha de fin debe ser posterior a la fecha de inicio')).toBeInTheDocument();
    expect(screen.getByText('El título del aviso es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El costo de envío debe ser 0 o más, en céntimos enteros')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Número de WhatsApp')).toHaveFocus());

    // After the first attempt each change is checked again at once.
    type('Número de WhatsApp', '51 987 654 321');
    expect(screen.queryByText(/El número de WhatsApp debe tener/)).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('un costo de envío sobre el máximo se rechaza con el mensaje de la regla del dominio y no se envía', async () => {
    await renderPage();
    await form();
    type('Costo de envío (S/)', '1000.01');
    await save();
    expect(screen.getByText('El costo de envío no puede ser mayor a S/ 1,000.00')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('una ventana que ya terminó: aviso bajo la fecha de fin; al activar el mantenimiento no se guarda (issue 27)', async () => {
    await renderPage();
    await form();

    const end = screen.getByLabelText('Fin (hora de Lima)');
    expect(screen.queryByText(MAINTENANCE_WINDOW_ENDED_HINT)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Inicio (hora de Lima)'), { target: { value: '2024-02-15T00:00' } });
    fireEvent.change(end, { target: { value: '2024-02-16T00:00' } });
    expect(screen.getByText(MAINTENANCE_WINDOW_ENDED_HINT)).toBeInTheDocument();
    expect(end).toHaveAccessibleDescription(MAINTENANCE_WINDOW_ENDED_HINT);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Activar modo mantenimiento' }));
    await save();
    expect(
      screen.getByText('El periodo del aviso ya terminó: elige una fecha de fin futura o deja las fechas vacías'),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("guarda: sube el QR nuevo de Plin con progreso, envía las cuentas editadas y el envío en céntimos, y avisa 'Configuración guardada'", async () => {
    const input: StoreSettingsInput = {
      ...UNCHANGED_INPUT,
      supportHours: 'Todos los días 10am-8pm',
      wallets: [
        UNCHANGED_INPUT.wallets[0]!,
        { method: 'plin', holder: 'Esencia Perfumería', number: '912345678', qrImageKey: 'store/2-plin.png' },
      ],
      bankAccounts: [
        UNCHANGED_INPUT.bankAccounts[1]!,
        { bank: 'Interbank', holder: 'Esencia', accountNumber: '200-3004567890', cci: null },
      ],
      maintenance: { ...UNCHANGED_INPUT.maintenance, isEnabled: true, orderCreation: false, type: 'info' },
      shipping: { freeFromCents: 25050, flatFeeCents: 1000 },
    };
    const saved = settingsFixture({
      supportHours: 'Todos los días 10am-8pm',
      shipping: { __typename: 'ShippingPolicy', freeFrom: money(25050), flatFee: money(1000) },
    });
    await renderPage([saveMock(input, saved)]);
    await form();

    type('Horario de atención', 'Todos los días 10am-8pm');
    const plinQr = new File(['x'], 'plin.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Archivo de código qr de plin'), { target: { files: [plinQr] } });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar cuenta 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }));
    type('Banco', 'Interbank', group('Cuenta 2'));
    type('Titular', 'Esencia', group('Cuenta 2'));
    type('Número de cuenta', '200-3004567890', group('Cuenta 2'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Activar modo mantenimiento' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Permitir pedidos durante el mantenimiento' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de aviso' }), { target: { value: 'info' } });
    type('Envío gratis desde (S/)', '250.5');
    type('Costo de envío (S/)', '10');
    expect(
      screen.getByText('Los pedidos desde S/ 250.50 no pagan envío; los demás pagan S/ 10.00.'),
    ).toBeInTheDocument();
    await save();

    const upload = lastRequest();
    expect([upload.method, upload.url]).toEqual(['POST', '/api/admin/images']);
    expect(upload.body?.get('purpose')).toBe('wallet-qr');
    expect((upload.body?.get('file') as File).name).toBe('plin.png');
    act(() => upload.progress(30, 100));
    expect(screen.getByRole('progressbar', { name: 'Subiendo QR' })).toHaveAttribute('value', '30');
    await act(async () => upload.respond(201, { key: 'store/2-plin.png', url: '/files/store/2-plin.png' }));

    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(textbox('Envío gratis desde (S/)')).toHaveValue('250.50');
  });

  it('la reserva de stock por método de pago: muestra las horas guardadas, las valida con la regla del dominio y las envía', async () => {
    const input: StoreSettingsInput = {
      ...UNCHANGED_INPUT,
      stockHolds: [
        { paymentMethod: 'YAPE', hours: 2 },
        { paymentMethod: 'PLIN', hours: 3 },
        { paymentMethod: 'TRANSFERENCIA', hours: 0 },
        { paymentMethod: 'IZIPAY', hours: 1 },
      ],
    };
    await renderPage([saveMock(input, settingsFixture())]);
    await form();
    const holds = group('Reserva de stock');
    expect(textbox('Yape (horas)', holds)).toHaveValue('2');
    expect(textbox('Plin (horas)', holds)).toHaveValue('0');
    expect(textbox('Transferencia bancaria (horas)', holds)).toHaveValue('24');
    expect(textbox('Izipay (horas)', holds)).toHaveValue('0');

    type('Plin (horas)', '1.5', holds);
    type('Izipay (horas)', '169', holds);
    await save();

    const refused = 'Las horas de reserva deben ser un número entero entre 0 y 168';
    expect(within(holds).getAllByText(refused)).toHaveLength(2);
    expect(textbox('Plin (horas)', holds)).toHaveAccessibleDescription(refused);
    await waitFor(() => expect(textbox('Plin (horas)', holds)).toHaveFocus());
    expect(FakeXhr.sent).toHaveLength(0);

    type('Plin (horas)', '3', holds);
    type('Transferencia bancaria (horas)', '0', holds);
    type('Izipay (horas)', '1', holds);
    expect(within(holds).queryByText(refused)).not.toBeInTheDocument();
    await save();

    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
  });

  it('dejar de ofrecer una billetera la quita de lo que se guarda', async () => {
    await renderPage([saveMock({ ...UNCHANGED_INPUT, wallets: [UNCHANGED_INPUT.wallets[0]!] }, settingsFixture())]);
    await form();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ofrecer Plin' }));
    expect(screen.queryByRole('textbox', { name: 'Número de Plin' })).not.toBeInTheDocument();
    await save();

    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
  });

  it("un rechazo del servidor se muestra bajo su campo (la billetera por su nombre) con 'Error al guardar la configuración'", async () => {
    await renderPage([
      saveMock(UNCHANGED_INPUT, {
        __typename: 'InvalidInputError',
        errorCode: 'STORE_SETTINGS_INVALID',
        message: 'La imagen del QR no se subió correctamente. Súbela de nuevo.',
        fieldErrors: [
          {
            __typename: 'FieldError',
            field: 'wallets.0.qrImageKey',
            message: 'La imagen del QR no se subió correctamente. Súbela de nuevo.',
          },
        ],
      }),
    ]);
    await form();

    await save();

    expect(await screen.findByText('Error al guardar la configuración')).toBeInTheDocument();
    const yape = group('Código QR de Yape');
    expect(within(yape).getByText('La imagen del QR no se subió correctamente. Súbela de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText('Configuración guardada')).not.toBeInTheDocument();
  });

  it("un fallo de red al guardar avisa 'Error al guardar la configuración' y conserva lo escrito", async () => {
    await renderPage([
      {
        request: {
          query: UpdateStoreSettingsDocument,
          variables: { input: { ...UNCHANGED_INPUT, phone: '01 555 1234' } },
        },
        error: new Error('red'),
      },
    ]);
    await form();

    type('Teléfono', '01 555 1234');
    await save();

    expect(await screen.findByText('Error al guardar la configuración')).toBeInTheDocument();
    expect(textbox('Teléfono')).toHaveValue('01 555 1234');
  });

  it("si no carga muestra 'Error al cargar la configuración' e 'Intentar de nuevo' la vuelve a pedir", async () => {
    renderRoute(
      '/admin/settings',
      [
        { request: { query: AdminStoreSettingsDocument }, error: new Error('red') },
        settingsMock(),
        orderStatusEmailsMock(),
      ],
      { session: admin },
    );

    expect(await screen.findByText('Error al cargar la configuración', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await form()).toBeInTheDocument();
    expect(textbox('Número de WhatsApp')).toHaveValue('51987654321');
  });
});
