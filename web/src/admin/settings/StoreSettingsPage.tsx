import { useQuery } from '@apollo/client/react';
import { ErrorState, LoadingState } from '@esencia/ui-kit';
import { AdminStoreSettingsDocument } from './settings.generated';
import { OrderStatusEmailsSection } from './OrderStatusEmailsSection';
import { StoreSettingsForm } from './StoreSettingsForm';
import { STORE_SETTINGS_PAGE_MESSAGES } from './useStoreSettingsForm';

/**
 * /admin/settings: the store's contact data and hours, Yape and Plin with their QR pictures, bank
 * accounts, the maintenance notice and the shipping policy. The storefront reads them at once. Below the form,
 * the switches of the e-mails that follow orders, each saved on its own.
 */
export function StoreSettingsPage() {
  // Read from the server each time (not cached): the storefront's own `storeSettings` query selects
  // other fields of the same object, and two selections of one id-less object would replace each other.
  const settings = useQuery(AdminStoreSettingsDocument, { fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  if (settings.error && !settings.data) {
    return (
      <ErrorState
        message={STORE_SETTINGS_PAGE_MESSAGES.loadFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.loading}
      />
    );
  }
  if (!settings.data) return <LoadingState text="Cargando configuración..." />;
  return (
    <>
      <StoreSettingsForm settings={settings.data.storeSettings} />
      <OrderStatusEmailsSection />
    </>
  );
}
