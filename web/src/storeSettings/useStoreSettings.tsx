import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type StoreSettingsQuery as StoreSettingsData, StoreSettingsDocument } from './storeSettings.generated';

export type StoreSettings = StoreSettingsData['storeSettings'];

type StoreSettingsState = Pick<useQuery.Result<StoreSettingsData>, 'loading' | 'error' | 'refetch'> & {
  readonly settings: StoreSettings | null;
};

const StoreSettingsContext = createContext<StoreSettingsState | null>(null);

/**
 * The store's settings from the server, asked by one query for every part that shows them (the footer, the
 * maintenance notice, the chat, the information pages, checkout, the orders): one watched query instead of one per
 * part, each of which Apollo sets up, reads and subscribes on its own (most of a hydration's work on a phone).
 */
export function StoreSettingsProvider({ children }: { readonly children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(StoreSettingsDocument);
  const settings = data?.storeSettings ?? null;
  const value = useMemo(() => ({ settings, loading, error, refetch }), [settings, loading, error, refetch]);
  return <StoreSettingsContext value={value}>{children}</StoreSettingsContext>;
}

/**
 * The store's settings (StoreSettingsProvider's one query, then the cache). `settings` is null while loading or
 * after a failure; `error` and `refetch` let a page offer 'Intentar de nuevo'.
 */
export function useStoreSettings(): StoreSettingsState {
  const state = useContext(StoreSettingsContext);
  if (!state) throw new Error('useStoreSettings debe usarse dentro de <StoreSettingsProvider>.');
  return state;
}
