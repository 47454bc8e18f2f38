import type { MockLink } from '@apollo/client/testing';
import {
  type StoreSettingsQuery as StoreSettingsData,
  StoreSettingsDocument,
} from '../storeSettings/storeSettings.generated';

type StoreSettings = StoreSettingsData['storeSettings'];
type Maintenance = StoreSettings['maintenance'];

const money = (formatted: string) => ({ __typename: 'Money' as const, formatted });

/** The store settings as the server answers them: the values installed with the database. */
export function storeSettingsFixture(
  overrides: Partial<Omit<StoreSettings, 'maintenance'>> & { maintenance?: Partial<Maintenance> } = {},
): StoreSettings {
  const { maintenance, ...rest } = overrides;
  return {
    __typename: 'StoreSettings',
    storeName: 'Esencia Perfumería',
    whatsappNumber: '51987654321',
    phone: '+51 987 654 321',
    email: 'ventas@esencia.pe',
    phoneHours: 'Lunes a Viernes 9am-6pm, Sábados 9am-1pm',
    chatHours: 'Todos los días 8am-10pm, respuesta en 2-5 minutos',
    supportHours: 'Lunes a Domingo 9am-10pm',
    socialLinks: [
      { __typename: 'SocialLink', network: 'instagram', url: 'https://www.instagram.com/esencia.pe' },
      { __typename: 'SocialLink', network: 'facebook', url: 'https://www.facebook.com/esencia.pe' },
      { __typename: 'SocialLink', network: 'tiktok', url: 'https://www.tiktok.com/@esencia.pe' },
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
        bank: 'Interbank',
        holder: 'Esencia Perfumería S.A.C.',
        accountNumber: '200-3004567890',
        cci: '00320000300456789031',
      },
      {
        __typename: 'BankAccount',
        bank: 'BBVA',
        holder: 'Esencia Perfumería S.A.C.',
        accountNumber: '0011-0123-0100045678',
        cci: null,
      },
    ],
    wallets: [
      {
        __typename: 'Wallet',
        method: 'yape',
        holder: 'Esencia Perfumería',
        number: '987654321',
        qrImageUrl: '/files/settings/yape-qr.png',
      },
      { __typename: 'Wallet', method: 'plin', holder: 'Esencia Perfumería', number: '912345678', qrImageUrl: null },
    ],
    // The store's shipping policy as installed: free from S/ 200, otherwise S/ 15.
    shipping: {
      __typename: 'ShippingPolicy',
      freeFrom: { __typename: 'Money', cents: 20000 },
      flatFee: { __typename: 'Money', cents: 1500 },
    },
    shippingRates: [
      {
        __typename: 'ShippingRate',
        zone: 'Lima',
        method: 'Estándar',
        cost: money('S/ 10.00'),
        deliveryTime: '1-2 días',
      },
      {
        __typename: 'ShippingRate',
        zone: 'Lima',
        method: 'Express',
        cost: money('S/ 15.00'),
        deliveryTime: 'Mismo día o día siguiente (pedidos antes de la 1:00 PM)',
      },
      {
        __typename: 'ShippingRate',
        zone: 'Callao',
        method: 'Estándar',
        cost: money('S/ 12.00'),
        deliveryTime: '1-2 días',
      },
      {
        __typename: 'ShippingRate',
        zone: 'Provincias principales',
        method: 'Estándar',
        cost: money('S/ 18.00'),
        deliveryTime: '2-3 días',
      },
      {
        __typename: 'ShippingRate',
        zone: 'Otras provincias',
        method: 'Estándar',
        cost: money('S/ 22.00'),
        deliveryTime: '3-5 días',
      },
    ],
    maintenance: {
      __typename: 'Maintenance',
      isEnabled: false,
      orderCreation: true,
      orderCreationAvailable: true,
      // As installed (issue 27): no window, persistent.
      startsAt: null,
      endsAt: null,
      title: 'Sitio en Mantenimiento',
      description: 'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
      type: 'warning',
      dismissible: true,
      persistent: true,
      showTimeInfo: true,
      ...maintenance,
    },
    ...rest,
  };
}

/** The `storeSettings` query answering `settings`, as often as it is asked. */
export function storeSettingsMock(settings: StoreSettings = storeSettingsFixture()): MockLink.MockedResponse {
  return {
    request: { query: StoreSettingsDocument },
    result: { data: { storeSettings: settings } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
