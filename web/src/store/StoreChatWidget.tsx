import { ChatWidget } from '@esencia/ui-kit';
import { useStoreSettings } from './useStoreSettings';

/** The floating WhatsApp chat, to the store's number, with its support hours (store settings). */
export function StoreChatWidget() {
  const { settings } = useStoreSettings();
  if (!settings) return null;
  return (
    <ChatWidget phoneNumber={settings.whatsappNumber} storeName={settings.storeName} hours={settings.supportHours} />
  );
}
