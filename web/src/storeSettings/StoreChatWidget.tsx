import { ChatWidget } from '@esencia/ui-kit';
import { useLocation } from 'react-router';
import { COMPACT_TOP_BAR_QUERY } from '../app/TopBar';
import { useMediaQuery } from '../app/useMediaQuery';
import { useStoreSettings } from './useStoreSettings';

/**
 * Pages where the shopper is busy with a form, an order or its totals: the chat never opens by itself there
 * (what it opened by itself on the page before folds back), so it never covers 'Realizar pedido', a total or the
 * receipt upload. The shopper can still open it with its button.
 */
const BUSY_PAGES = [/^\/checkout(\/|$)/, /^\/order(\/|$)/, /^\/my-orders(\/|$)/, /^\/profile(\/|$)/];

export function chatMayOpenByItself(pathname: string): boolean {
  return !BUSY_PAGES.some((page) => page.test(pathname));
}

/**
 * The floating WhatsApp chat, to the store's number, with its support hours (store settings). Shoppers' pages
 * only: in the admin area it would cover the screens' own buttons and nobody there writes to the store. On phones
 * and tablets (the compact top bar's widths) opening by itself shows only the greeting in a bubble beside the
 * button: the whole chat would cover most of the screen.
 */
export function StoreChatWidget() {
  const { settings } = useStoreSettings();
  const { pathname } = useLocation();
  // False on the server and in the first render; the real answer once mounted, long before the 500 ms opening.
  const compact = useMediaQuery(COMPACT_TOP_BAR_QUERY);
  if (!settings || pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return (
    <ChatWidget
      phoneNumber={settings.whatsappNumber}
      storeName={settings.storeName}
      // The chat's own hours, the same line as the contact page's chat card.
      hours={settings.chatHours}
      autoOpen={chatMayOpenByItself(pathname)}
      autoOpenAs={compact ? 'bubble' : 'panel'}
    />
  );
}
