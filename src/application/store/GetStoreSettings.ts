import type { StoreSettings } from '../../domain/store/store-settings';
import type { StoreSettingsRepository } from '../ports/store';

/** The store's contact data, hours, payment accounts, shipping table and maintenance notice. */
export class GetStoreSettings {
  constructor(private readonly settings: StoreSettingsRepository) {}

  execute(): Promise<StoreSettings> {
    return this.settings.get();
  }
}
