import { ChatWidget } from '@esencia/ui-kit';
import { useLocation } from 'react-router';
import { useStoreSettings } from './useStoreSettings';

/**
 * The floating WhatsApp chat, to the store's number, with its support hours (store settings). Shoppers' pages
 * only: in the admin area it would cover the screens' own buttons and nobody there writes to the store.
 */
export function StoreChatWidget() {
  const { settings } = useStoreSettings();
  const { pathname } = useLocation();
  if (!settings || pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return (
    <ChatWidget phoneNumber={settings.whatsappNumber} storeName={settings.storeName} hours={settings.supportHours} />
  );
}
