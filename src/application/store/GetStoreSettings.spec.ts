import { Money } from '../../domain/money/money';
import type { StoreSettingsRepository } from '../ports/store';
import { aStoreSettings } from '../testing/store-settings-fixture';
import { GetStoreSettings } from './GetStoreSettings';

const settings = aStoreSettings({
  shippingRates: [{ zone: 'Lima', method: 'Estándar', cost: Money.fromSoles(10), deliveryTime: '1-2 días' }],
});

describe('GetStoreSettings', () => {
  it("answers the store's one settings record", async () => {
    const repository: StoreSettingsRepository = { get: async () => settings, update: async (s) => s };
    expect(await new GetStoreSettings(repository).execute()).toBe(settings);
  });
});
