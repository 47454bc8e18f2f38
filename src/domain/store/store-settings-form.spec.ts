import {
  MAX_FLAT_SHIPPING_FEE,
  STORE_SETTINGS_MESSAGES as M,
  validateStoreSettingsForm,
  type StoreSettingsFormInput,
} from './store-settings-form';

/** The admin saves on 20/11/2026; the window in `valid` is to come. */
const NOW = new Date('2026-11-20T17:00:00Z');

const valid: StoreSettingsFormInput = {
  whatsappNumber: '+51 987 654 321',
  phone: ' +51 987 654 321 ',
  email: ' Ventas@Esencia.pe ',
  phoneHours: 'Lunes a Viernes 9am-6pm',
  chatHours: 'Todos los días 8am-10pm',
  supportHours: 'Lunes a Domingo 9am-10pm',
  wallets: [
    { method: 'yape', holder: ' Esencia Perfumería ', number: '987 654 321', qrImageKey: 'store/1-yape.png' },
    { method: 'plin', holder: 'Esencia Perfumería', number: '987-654-321', qrImageKey: ' ' },
  ],
  bankAccounts: [
    { bank: 'BCP', holder: 'Esencia S.A.C.', accountNumber: '191-2345678-0-12', cci: '002-191-002345678012-57' },
    { bank: 'BBVA', holder: 'Esencia S.A.C.', accountNumber: '0011-0123', cci: '  ' },
  ],
  maintenance: {
    isEnabled: true,
    orderCreation: false,
    startsAt: new Date('2026-12-01T05:00:00Z'),
    endsAt: new Date('2026-12-01T05:00:00Z'),
    title: ' Sitio en Mantenimiento ',
    description: 'Estamos realizando mejoras.',
    type: 'info',
    dismissible: false,
    persistent: true,
    showTimeInfo: true,
  },
  shipping: { freeFromCents: 25000, flatFeeCents: 990 },
};

const fieldsOf = (input: StoreSettingsFormInput) => {
  const result = validateStoreSettingsForm(input, NOW);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.code).toBe('STORE_SETTINGS_INVALID');
  expect(result.error.message).toBe(result.error.details.fieldErrors[0]!.message);
  return Object.fromEntries(result.error.details.fieldErrors.map((e) => [e.field, e.message]));
};

describe('validateStoreSettingsForm', () => {
  it('accepts a complete form, trimming texts and keeping only the digits of numbers', () => {
    const result = validateStoreSettingsForm(valid, NOW);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const settings = result.value;
    expect(settings).toMatchObject({
      whatsappNumber: '51987654321',
      phone: '+51 987 654 321',
      email: 'ventas@esencia.pe',
      wallets: [
        { method: 'yape', holder: 'Esencia Perfumería', number: '987654321', qrImageKey: 'store/1-yape.png' },
        { method: 'plin', number: '987654321', qrImageKey: null },
      ],
      bankAccounts: [
        { bank: 'BCP', accountNumber: '191-2345678-0-12', cci: '00219100234567801257' },
        { bank: 'BBVA', cci: null },
      ],
      maintenance: {
        isEnabled: true,
        features: { orderCreation: false },
        title: 'Sitio en Mantenimiento',
        type: 'info',
      },
    });
    expect(settings.shipping.freeFrom.format()).toBe('S/ 250.00');
    expect(settings.shipping.flatFee.format()).toBe('S/ 9.90');
  });

  it('accepts no wallets, no bank accounts, free shipping for everything (0) and an open window', () => {
    const result = validateStoreSettingsForm(
      {
        ...valid,
        wallets: [],
        bankAccounts: [],
        shipping: { freeFromCents: 0, flatFeeCents: 0 },
        maintenance: { ...valid.maintenance, startsAt: null, endsAt: new Date('2026-12-01T05:00:00Z') },
      },
      NOW,
    );
    expect(result.ok).toBe(true);
  });

  describe('an ended window (issue 27: the install announced 15/02/2024 as news)', () => {
    const ended = {
      ...valid.maintenance,
      startsAt: new Date('2024-02-15T05:00:00Z'),
      endsAt: new Date('2024-02-16T05:00:00Z'),
    };

    it('is refused with maintenance on, on the end date', () => {
      expect(fieldsOf({ ...valid, maintenance: ended })).toEqual({ 'maintenance.endsAt': M.maintenanceWindowEnded });
      expect(fieldsOf({ ...valid, maintenance: { ...ended, endsAt: NOW } })).toEqual({
        'maintenance.endsAt': M.maintenanceWindowEnded,
      });
      expect(M.maintenanceWindowEnded).toBe(
        'El periodo del aviso ya terminó: elige una fecha de fin futura o deja las fechas vacías',
      );
    });

    it('is kept with maintenance off (shoppers see nothing), and a window still running or none is fine', () => {
      expect(validateStoreSettingsForm({ ...valid, maintenance: { ...ended, isEnabled: false } }, NOW).ok).toBe(true);
      const running = { ...ended, endsAt: new Date(NOW.getTime() + 60_000) };
      expect(validateStoreSettingsForm({ ...valid, maintenance: running }, NOW).ok).toBe(true);
      const none = { ...ended, startsAt: null, endsAt: null };
      expect(validateStoreSettingsForm({ ...valid, maintenance: none }, NOW).ok).toBe(true);
    });
  });

  it.each(['5198765', '5198765432101234', '51 98x 654 321', ''])('refuses the WhatsApp number %j', (number) => {
    expect(fieldsOf({ ...valid, whatsappNumber: number })).toEqual({ whatsappNumber: M.whatsappNumber });
  });

  it('reports every missing contact text and a bad e-mail at once', () => {
    expect(
      fieldsOf({ ...valid, phone: ' ', email: 'ventas', phoneHours: '', chatHours: '  ', supportHours: '' }),
    ).toEqual({
      phone: M.phone,
      email: M.email,
      phoneHours: M.phoneHours,
      chatHours: M.chatHours,
      supportHours: M.supportHours,
    });
  });

  it('checks each wallet: method, one per method, holder, 9-digit number', () => {
    expect(
      fieldsOf({
        ...valid,
        wallets: [
          { method: 'yape', holder: '', number: '98765432', qrImageKey: null },
          { method: 'yape', holder: 'Ana', number: '987654321', qrImageKey: null },
          { method: 'tunki', holder: 'Ana', number: '9876543210', qrImageKey: null },
        ],
      }),
    ).toEqual({
      'wallets.0.holder': M.walletHolder,
      'wallets.0.number': M.walletNumber,
      'wallets.1.method': 'Solo puede haber una billetera Yape',
      'wallets.2.method': M.walletMethod,
      'wallets.2.number': M.walletNumber,
    });
  });

  it('checks each bank account: bank, holder and number required, CCI of 20 digits when given', () => {
    expect(
      fieldsOf({
        ...valid,
        bankAccounts: [{ bank: ' ', holder: '', accountNumber: '', cci: '123' }],
      }),
    ).toEqual({
      'bankAccounts.0.bank': M.bank,
      'bankAccounts.0.holder': M.bankHolder,
      'bankAccounts.0.accountNumber': M.accountNumber,
      'bankAccounts.0.cci': M.cci,
    });
  });

  it('checks the maintenance notice: texts, type and a window that does not end before it starts', () => {
    expect(
      fieldsOf({
        ...valid,
        maintenance: {
          ...valid.maintenance,
          title: '',
          description: ' ',
          type: 'danger',
          startsAt: new Date('2026-12-02T05:00:00Z'),
          endsAt: new Date('2026-12-02T04:59:59Z'),
        },
      }),
    ).toEqual({
      'maintenance.title': M.maintenanceTitle,
      'maintenance.description': M.maintenanceDescription,
      'maintenance.type': M.maintenanceType,
      'maintenance.endsAt': 'La fecha de fin debe ser posterior a la fecha de inicio',
    });
  });

  it.each([
    [-1, 1500, 'shipping.freeFromCents'],
    [20000, -1, 'shipping.flatFeeCents'],
    [20000.5, 1500, 'shipping.freeFromCents'],
    [20000, Number.NaN, 'shipping.flatFeeCents'],
  ])('refuses free-from %d and flat fee %d céntimos (%s)', (freeFromCents, flatFeeCents, field) => {
    expect(Object.keys(fieldsOf({ ...valid, shipping: { freeFromCents, flatFeeCents } }))).toEqual([field]);
  });

  it('refuses a flat fee above S/ 1,000.00 with its own code and message, and takes exactly that maximum', () => {
    const refused = validateStoreSettingsForm(
      { ...valid, shipping: { freeFromCents: 20000, flatFeeCents: MAX_FLAT_SHIPPING_FEE.cents + 1 } },
      NOW,
    );
    expect(refused.ok ? null : refused.error.details.fieldErrors).toEqual([
      { field: 'shipping.flatFeeCents', code: 'SHIPPING_FEE_TOO_HIGH', message: M.flatShippingFeeTooHigh },
    ]);
    expect(M.flatShippingFeeTooHigh).toBe('El costo de envío no puede ser mayor a S/ 1,000.00');
    const atMost = validateStoreSettingsForm(
      { ...valid, shipping: { freeFromCents: 20000, flatFeeCents: MAX_FLAT_SHIPPING_FEE.cents } },
      NOW,
    );
    expect(atMost.ok && atMost.value.shipping.flatFee.format()).toBe('S/ 1,000.00');
  });

  describe('stock holds (issue 24)', () => {
    const saved = { yape: 2, plin: 0, transferencia: 24, izipay: 0 };

    it('leaves the holds alone when the form does not send them', () => {
      const result = validateStoreSettingsForm(valid, NOW, saved);
      expect(result.ok && 'stockHoldHours' in result.value).toBe(false);
    });

    it('takes the hours of each method sent, over the saved ones', () => {
      const result = validateStoreSettingsForm(
        {
          ...valid,
          stockHoldHours: [
            { method: 'izipay', hours: 1 },
            { method: 'yape', hours: 0 },
          ],
        },
        NOW,
        saved,
      );
      expect(result.ok && result.value.stockHoldHours).toEqual({ yape: 0, plin: 0, transferencia: 24, izipay: 1 });
    });

    it('refuses an unknown or repeated method and hours that are not whole, negative or above a week', () => {
      expect(
        fieldsOf({
          ...valid,
          stockHoldHours: [
            { method: 'efectivo', hours: 1 },
            { method: 'yape', hours: 1.5 },
            { method: 'yape', hours: 2 },
            { method: 'plin', hours: -1 },
            { method: 'izipay', hours: 169 },
          ],
        }),
      ).toEqual({
        'stockHoldHours.0.method': M.holdMethod,
        'stockHoldHours.1.hours': M.holdHours,
        'stockHoldHours.2.method': M.holdMethod,
        'stockHoldHours.3.hours': M.holdHours,
        'stockHoldHours.4.hours': M.holdHours,
      });
      expect(M.holdHours).toBe('Las horas de reserva deben ser un número entero entre 0 y 168');
    });
  });
});
