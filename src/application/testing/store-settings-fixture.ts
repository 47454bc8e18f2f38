import { Money } from '../../domain/money/money';
import { ALL_ORDER_STATUS_EMAILS } from '../../domain/order/order-status-emails';
import type { StoreSettings } from '../../domain/store/store-settings';
import { OrderStatusMail } from '../orders/order-status-emails';
import type { StoreSettingsRepository } from '../ports/store';

/** A store's settings as the use cases' tests need them: Yape with its number, no holds, every e-mail on. */
export function aStoreSettings(changes: Partial<StoreSettings> = {}): StoreSettings {
  return {
    storeName: 'Esencia',
    whatsappNumber: '51987654321',
    phone: '+51 987 654 321',
    email: 'ventas@esencia.pe',
    phoneHours: 'Lunes a Viernes 9am-6pm',
    chatHours: 'Todos los días 8am-10pm',
    supportHours: 'Lunes a Domingo 9am-10pm',
    socialLinks: [],
    bankAccounts: [],
    wallets: [{ method: 'yape', number: '987654321', holder: 'Esencia SAC', qrImageKey: null }],
    shippingRates: [],
    shipping: { freeFrom: Money.fromSoles(200), flatFee: Money.fromSoles(15) },
    stockHoldHours: { yape: 0, plin: 0, transferencia: 0, izipay: 0 },
    orderStatusEmails: ALL_ORDER_STATUS_EMAILS,
    maintenance: {
      isEnabled: false,
      features: { orderCreation: true },
      startsAt: null,
      endsAt: null,
      title: 'Sitio en Mantenimiento',
      description: 'Estamos realizando mejoras.',
      type: 'warning',
      dismissible: true,
      persistent: false,
      showTimeInfo: true,
    },
    ...changes,
  };
}

/** The settings kept in memory: `current` is what the use cases read. */
export function inMemoryStoreSettings(settings: StoreSettings = aStoreSettings()) {
  const repository: StoreSettingsRepository & { current: StoreSettings } = {
    current: settings,
    get: async () => repository.current,
    update: async (changed) => (repository.current = changed),
  };
  return repository;
}

/** The order e-mails over these settings, pictures served from /files on the store's origin. */
export function testOrderStatusMail(settings: StoreSettingsRepository = inMemoryStoreSettings()): OrderStatusMail {
  return new OrderStatusMail(settings, { publicUrl: (key) => `/files/${key}` });
}
