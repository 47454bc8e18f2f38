import { AppShell } from '@esencia/ui-kit';
import { Outlet, ScrollRestoration } from 'react-router';
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
        <ScrollRestoration />
      </DeferredToastProvider>
    </SessionProvider>
  );
}
