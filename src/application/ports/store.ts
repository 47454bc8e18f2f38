import type { StoreSettings } from '../../domain/store/store-settings';

/** The store's one settings record (seeded on install; the admin edits it). */
export interface StoreSettingsRepository {
  get(): Promise<StoreSettings>;
  update(settings: StoreSettings): Promise<StoreSettings>;
}
