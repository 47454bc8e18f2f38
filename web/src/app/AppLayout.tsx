import { AppShell, ThemeToggle } from '@esencia/ui-kit';
import { Outlet, ScrollRestoration } from 'react-router';
import { MainNavigation } from './MainNavigation';
import { SiteFooter } from './SiteFooter';
import { SiteLogo } from './SiteLogo';
import styles from './AppLayout.module.css';

/** Header, page and footer around every route; scroll goes to the top on navigation (restored on back). */
export function AppLayout() {
  return (
    <>
      <AppShell
        logo={<SiteLogo />}
        nav={<MainNavigation />}
        navLabel="Principal"
        actions={<ThemeToggle />}
        footer={<SiteFooter />}
      >
        <div className={styles.page}>
          <Outlet />
        </div>
      </AppShell>
      <ScrollRestoration />
    </>
  );
}
