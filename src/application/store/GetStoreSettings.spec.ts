import { ALL_ORDER_STATUS_EMAILS } from '../../domain/order/order-status-emails';
import { Money } from '../../domain/money/money';
import type { StoreSettings } from '../../domain/store/store-settings';
import type { StoreSettingsRepository } from '../ports/store';
import { GetStoreSettings } from './GetStoreSettings';

const settings: StoreSettings = {
  storeName: 'Esencia',
  whatsappNumber: '51987654321',
  phone: '+51 987 654 321',
  email: 'ventas@esencia.pe',
  phoneHours: 'Lunes a Viernes 9am-6pm, Sábados 9am-1pm',
  chatHours: 'Todos los días 8am-10pm, respuesta en 2-5 minutos',
  supportHours: 'Lunes a Domingo 9am-10pm',
  socialLinks: [],
  bankAccounts: [],
  wallets: [],
  shippingRates: [{ zone: 'Lima', method: 'Estándar', cost: Money.fromSoles(10), deliveryTime: '1-2 días' }],
  shipping: { freeFrom: Money.fromSoles(200), flatFee: Money.fromSoles(15) },
  stockHoldHours: { yape: 0, plin: 0, transferencia: 0, izipay: 0 },
  orderStatusEmails: ALL_ORDER_STATUS_EMAILS,
  maintenance: {
    isEnabled: false,
    features: { orderCreation: true },
    startsAt: null,
    endsAt: null,
    title: 'Sitio en Mantenimiento',
    description: 'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
    type: 'warning',
    dismissible: true,
    persistent: false,
    showTimeInfo: true,
  },
};

describe('GetStoreSettings', () => {
  it("answers the store's one settings record", async () => {
    const repository: StoreSettingsRepository = { get: async () => settings, update: async (s) => s };
    expect(await new GetStoreSettings(repository).execute()).toBe(settings);
  });
});
