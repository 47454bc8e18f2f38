import { AppShell } from '@esencia/ui-kit';
import { lazy } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { SessionProvider } from '../auth/SessionProvider';
import { CartProvider } from '../cart/CartProvider';
import { DeferredToastProvider } from './DeferredToastProvider';
import { MainNavigation } from './MainNavigation';
import { OnceHydrated } from './OnceHydrated';
import { RouteFocus } from './RouteFocus';
import { SiteFooter } from './SiteFooter';
import { StoreMaintenanceBanner } from '../storeSettings/StoreMaintenanceBanner';
import { StoreSettingsProvider } from '../storeSettings/useStoreSettings';
import { SiteLogo } from './SiteLogo';
import { TopBarActions } from './TopBar';
import styles from './AppLayout.module.css';

/**
 * The floating WhatsApp chat draws nothing before the page is hydrated (it reads what this browser remembers), so
 * its code comes once hydrated, out of every page's first load; it floats, so nothing moves when it comes.
 */
const loadStoreChatWidget = () => import('../storeSettings/StoreChatWidget');
const StoreChatWidget = lazy(async () => ({ default: (await loadStoreChatWidget()).StoreChatWidget }));

/**
 * Where ScrollRestoration keeps a page's scroll: each history entry by its own key, except the first entry of a
 * page load, whose key is always 'default' whatever the page: there its address, so a page opened by a link (say
 * a brand's `#productos`) is not scrolled to where another page was left, while a reload keeps its place.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search + location.hash : location.key;

/**
 * Header, page and footer around every route; scroll goes to the top on navigation (restored on back).
 * Also the app-wide session (checked once), store settings, toasts and the cart, so every route and the top bar
 * can use them.
 */
export function AppLayout() {
  return (
    <SessionProvider>
      <StoreSettingsProvider>
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
            <OnceHydrated load={loadStoreChatWidget}>
              <StoreChatWidget />
            </OnceHydrated>
          </CartProvider>
          {/* Before ScrollRestoration: focus to the new page's <h1>, smooth scroll to a #hash. */}
          <RouteFocus />
          <ScrollRestoration getKey={scrollKey} />
        </DeferredToastProvider>
      </StoreSettingsProvider>
    </SessionProvider>
  );
}
