import { useQuery } from '@apollo/client/react';
import { type StoreSettingsQuery as StoreSettingsData, StoreSettingsDocument } from './storeSettings.generated';

export type StoreSettings = StoreSettingsData['storeSettings'];

/**
 * The store's settings from the server (one request shared by every caller, then the cache). `settings`
 * is null while loading or after a failure; `error` and `refetch` let a page offer 'Intentar de nuevo'.
 */
export function useStoreSettings() {
  const { data, loading, error, refetch } = useQuery(StoreSettingsDocument);
  return { settings: data?.storeSettings ?? null, loading, error, refetch };
}
