import { Button, MobileMenuButton, ThemeToggle } from '@esencia/ui-kit';
import { lazy, useState } from 'react';
import { AccountActions } from '../auth/AccountActions';
import { LazyLoginModal } from '../auth/LazyLoginModal';
import { useSession } from '../auth/SessionProvider';
import { CartControl } from '../cart/CartControl';
import { SiteSearch } from '../search/SiteSearch';
import { LoadOnFirstOpen } from './LoadOnFirstOpen';
import { useHydrated } from './useHydrated';
import { useMediaQuery } from './useMediaQuery';
import styles from './TopBar.module.css';

/**
 * Up to this width the top bar is the compact one (phones, tablets, narrow windows): search and account
 * move behind buttons, so the catalogue links keep to one row.
 */
export const COMPACT_TOP_BAR_QUERY = '(max-width: 1199px)';

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4 4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The top bar's right-hand side. Wide screens: search, 'Administración' (admins), login or user menu,
 * theme toggle and the cart. Phones: a search button that opens a full-width search row, the cart and
 * the ☰ menu with the account, 'Mis pedidos' and the theme. The server does not know the screen: its page (and
 * the browser's hydration of it) has both, each shown by CSS on its own screens (so the one on screen is
 * already right in the first paint); once hydrated, the other one goes.
 */
export function TopBarActions() {
  const hydrated = useHydrated();
  const phone = useMediaQuery(COMPACT_TOP_BAR_QUERY);
  return (
    <>
      <span className={styles.wideOnly}>{(!hydrated || !phone) && <WideActions />}</span>
      <span className={styles.compactOnly}>{(!hydrated || phone) && <CompactActions />}</span>
    </>
  );
}

function WideActions() {
  return (
    <>
      <SiteSearch className={styles.search} />
      <AccountActions />
      <ThemeToggle />
      <CartControl />
    </>
  );
}

function CompactActions() {
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={searchOpen ? 'Cerrar búsqueda' : 'Buscar productos'}
        aria-expanded={searchOpen}
        aria-controls="busqueda-movil"
        onClick={() => setSearchOpen((open) => !open)}
      >
        <SearchIcon />
      </Button>
      <CartControl />
      <PhoneMenu />
      {searchOpen && (
        <div id="busqueda-movil" className={styles.phoneSearch}>
          <SiteSearch autoFocus onDismiss={() => setSearchOpen(false)} />
        </div>
      )}
    </>
  );
}

/** The ☰ menu's chunk (Radix Dialog and the menu's content): fetched on first use, once. */
const loadPhoneMenu = () => import('./PhoneMenuPanel');
const PhoneMenuPanel = lazy(async () => ({ default: (await loadPhoneMenu()).PhoneMenuPanel }));
const preloadPhoneMenu = () => void loadPhoneMenu();

/**
 * The phone's ☰ menu: the account corner, 'Mis pedidos', 'Administración' for admins and the theme.
 * Only its button is in the first load; the menu is fetched when the button is touched, focused or clicked.
 */
function PhoneMenu() {
  const { me } = useSession();
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  // The login modal closes itself once the user is authenticated.
  if (me && loginOpen) setLoginOpen(false);

  return (
    <>
      <LoadOnFirstOpen open={open} onOpenChange={setOpen} trigger={<MobileMenuButton />} preload={preloadPhoneMenu}>
        <PhoneMenuPanel open={open} onOpenChange={setOpen} onLogin={() => setLoginOpen(true)} />
      </LoadOnFirstOpen>
      {!me && <LazyLoginModal open={loginOpen} onOpenChange={setLoginOpen} />}
    </>
  );
}
