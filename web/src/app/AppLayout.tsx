import { AppShell } from '@esencia/ui-kit';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { SessionProvider } from '../auth/SessionProvider';
import { CartProvider } from '../cart/CartProvider';
import { DeferredToastProvider } from './DeferredToastProvider';
import { MainNavigation } from './MainNavigation';
import { RouteFocus } from './RouteFocus';
import { SiteFooter } from './SiteFooter';
import { StoreChatWidget } from '../storeSettings/StoreChatWidget';
import { StoreMaintenanceBanner } from '../storeSettings/StoreMaintenanceBanner';
import { SiteLogo } from './SiteLogo';
import { TopBarActions } from './TopBar';
import styles from './AppLayout.module.css';

/**
 * Where ScrollRestoration keeps a page's scroll: each history entry by its own key, except the first entry of a
 * page load, whose key is always 'default' whatever the page: there its address, so a page opened by a link (say
 * a brand's `#productos`) is not scrolled to where another page was left, while a reload keeps its place.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search + location.hash : location.key;

/**
 * Header, page and footer around every route; scroll goes to the top on navigation (restored on back).
 * Also the app-wide session (checked once), toasts and the cart, so every route and the top bar can use them.
 */
export function AppLayout() {
  return (
    <SessionProvider>
      <DeferredToastProvider>
        <CartProvider>
          <AppShell
            logo={<SiteLogo />}
            nav={<MainNavigation />}
            navLabel="Principal"
            actions={<TopBarActions />}
            footer={<SiteFooter />}
            banner={<StoreMaintenanceBanner />}
          >
            <div className={styles.page}>
              <Outlet />
            </div>
          </AppShell>
          <StoreChatWidget />
        </CartProvider>
        {/* Before ScrollRestoration: focus to the new page's <h1>, smooth scroll to a #hash. */}
        <RouteFocus />
        <ScrollRestoration getKey={scrollKey} />
      </DeferredToastProvider>
    </SessionProvider>
  );
}
