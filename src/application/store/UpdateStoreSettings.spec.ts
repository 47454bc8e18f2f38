import { Money } from '../../domain/money/money';
import type { StoreSettings } from '../../domain/store/store-settings';
import { STORE_SETTINGS_MESSAGES, type StoreSettingsFormInput } from '../../domain/store/store-settings-form';
import type { StoreSettingsRepository } from '../ports/store';
import { InMemoryFileStorage } from '../testing/in-memory-product-writes';
import { aStoreSettings } from '../testing/store-settings-fixture';
import { UpdateStoreSettings } from './UpdateStoreSettings';

const OLD_QR = 'store/1700000000000-yape-qr.png';
const NEW_QR = 'store/1764000000000-yape-2026.png';

const saved: StoreSettings = aStoreSettings({
  storeName: 'Esencia Perfumería',
  socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/esencia.pe' }],
  wallets: [
    { method: 'yape', holder: 'Esencia', number: '987654321', qrImageKey: OLD_QR },
    { method: 'plin', holder: 'Esencia', number: '987654321', qrImageKey: null },
  ],
  shippingRates: [{ zone: 'Lima', method: 'Estándar', cost: Money.fromSoles(10), deliveryTime: '1-2 días' }],
});

const form = (changes: Partial<StoreSettingsFormInput> = {}): StoreSettingsFormInput => ({
  whatsappNumber: '51 912 345 678',
  phone: '+51 912 345 678',
  email: 'hola@esencia.pe',
  phoneHours: 'Lunes a Sábado 9am-7pm',
  chatHours: 'Todos los días',
  supportHours: 'Lunes a Domingo',
  wallets: [
    { method: 'yape', holder: 'Esencia', number: '912345678', qrImageKey: OLD_QR },
    { method: 'plin', holder: 'Esencia', number: '912345678', qrImageKey: null },
  ],
  bankAccounts: [{ bank: 'BCP', holder: 'Esencia S.A.C.', accountNumber: '191-1234567-0-11', cci: null }],
  maintenance: {
    isEnabled: true,
    orderCreation: false,
    startsAt: null,
    endsAt: null,
    title: 'Volvemos pronto',
    description: 'Inventario anual.',
    type: 'info',
    dismissible: false,
    persistent: true,
    showTimeInfo: false,
  },
  shipping: { freeFromCents: 30000, flatFeeCents: 990 },
  ...changes,
});

/** When the admin saves. */
const NOW = new Date('2026-11-20T17:00:00Z');

function setup() {
  let row = saved;
  const repository: StoreSettingsRepository = {
    get: async () => row,
    update: async (settings) => (row = settings),
  };
  const storage = new InMemoryFileStorage();
  for (const key of [OLD_QR, NEW_QR]) storage.files.set(key, { content: Buffer.from('png'), contentType: 'image/png' });
  return { stored: () => row, storage, update: new UpdateStoreSettings(repository, storage, { now: () => NOW }) };
}

describe('UpdateStoreSettings', () => {
  it('saves the form over the settings, keeping what the form does not edit (name, social links, rate table)', async () => {
    const { stored, storage, update } = setup();
    const result = await update.execute(form());
    expect(result.ok).toBe(true);
    expect(stored()).toMatchObject({
      storeName: 'Esencia Perfumería',
      socialLinks: saved.socialLinks,
      shippingRates: saved.shippingRates,
      whatsappNumber: '51912345678',
      email: 'hola@esencia.pe',
      wallets: [
        { method: 'yape', qrImageKey: OLD_QR },
        { method: 'plin', qrImageKey: null },
      ],
      maintenance: { isEnabled: true, features: { orderCreation: false }, title: 'Volvemos pronto', type: 'info' },
    });
    expect([stored().shipping.freeFrom.cents, stored().shipping.flatFee.cents]).toEqual([30000, 990]);
    expect(storage.deleted).toEqual([]);
  });

  it('takes a newly uploaded QR and deletes the one it replaces', async () => {
    const { stored, storage, update } = setup();
    const wallets = [{ method: 'yape', holder: 'Esencia', number: '912345678', qrImageKey: NEW_QR }];
    expect((await update.execute(form({ wallets }))).ok).toBe(true);
    expect(stored().wallets).toEqual([{ method: 'yape', holder: 'Esencia', number: '912345678', qrImageKey: NEW_QR }]);
    expect(storage.files.has(OLD_QR)).toBe(false);
    expect(storage.files.has(NEW_QR)).toBe(true);
  });

  it('refuses a QR that was never uploaded or lies outside store/, with the form errors, and saves nothing', async () => {
    const { stored, storage, update } = setup();
    const result = await update.execute(
      form({
        whatsappNumber: '123',
        wallets: [
          { method: 'yape', holder: 'Esencia', number: '912345678', qrImageKey: 'store/1764000000001-ghost.png' },
          { method: 'plin', holder: 'Esencia', number: '912345678', qrImageKey: 'brands/1764000000000-dior.webp' },
        ],
      }),
    );
    expect(!result.ok && result.error.details.fieldErrors.map((e) => [e.field, e.message])).toEqual([
      ['whatsappNumber', STORE_SETTINGS_MESSAGES.whatsappNumber],
      ['wallets.0.qrImageKey', STORE_SETTINGS_MESSAGES.walletQr],
      ['wallets.1.qrImageKey', STORE_SETTINGS_MESSAGES.walletQr],
    ]);
    expect(!result.ok && result.error.code).toBe('STORE_SETTINGS_INVALID');
    expect(stored()).toBe(saved);
    expect(storage.deleted).toEqual([]);
  });

  it('with maintenance on, refuses a window that ended by the clock, and saves nothing', async () => {
    const { stored, update } = setup();
    const input = form();
    const ended = { ...input.maintenance, startsAt: new Date('2026-11-19T05:00:00Z'), endsAt: NOW };
    const result = await update.execute({ ...input, maintenance: ended });
    expect(!result.ok && result.error.details.fieldErrors).toEqual([
      { field: 'maintenance.endsAt', code: 'ENDED', message: STORE_SETTINGS_MESSAGES.maintenanceWindowEnded },
    ]);
    expect(stored()).toBe(saved);
  });
});
