import { Button, MobileMenu, MobileMenuSection, ThemeToggle } from '@esencia/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountActions } from '../auth/AccountActions';
import { LazyLoginModal } from '../auth/LazyLoginModal';
import { useSession } from '../auth/SessionProvider';
import { CartControl } from '../cart/CartControl';
import { useHasOrders } from '../orders/useHasOrders';
import { SiteSearch } from '../search/SiteSearch';
import { useMediaQuery } from './useMediaQuery';
import styles from './TopBar.module.css';

/**
 * Up to this width the top bar is the compact one (phones, tablets, narrow windows): search and account
 * move behind buttons, so the catalogue links keep to one row.
 */
export const COMPACT_TOP_BAR_QUERY = '(max-width: 1100px)';

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
 * the ☰ menu with the account, 'Mis pedidos' and the theme.
 */
export function TopBarActions() {
  const phone = useMediaQuery(COMPACT_TOP_BAR_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);

  if (!phone) {
    return (
      <>
        <SiteSearch className={styles.search} />
        <AccountActions />
        <ThemeToggle />
        <CartControl />
      </>
    );
  }

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

/** The phone's ☰ menu: the account corner, 'Mis pedidos', 'Administración' for admins and the theme. */
function PhoneMenu() {
  const { me, loading, isAdmin, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const hasOrders = useHasOrders();

  // The login modal closes itself once the user is authenticated.
  if (me && loginOpen) setLoginOpen(false);

  const closeMenu = () => setOpen(false);

  return (
    <>
      <MobileMenu open={open} onOpenChange={setOpen}>
        <MobileMenuSection title="Mi cuenta">
          {me ? (
            <>
              <p className={styles.greeting}>
                Hola, {me.displayName}
                <span className={styles.email}>{me.email}</span>
              </p>
              <Link className={styles.link} to="/profile" onClick={closeMenu}>
                Perfil
              </Link>
              {isAdmin && (
                <Link className={styles.link} to="/admin" onClick={closeMenu}>
                  Administración
                </Link>
              )}
            </>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={loading}
              onClick={() => {
                closeMenu();
                setLoginOpen(true);
              }}
            >
              Iniciar Sesión
            </Button>
          )}
          <Link className={styles.link} to="/my-orders" onClick={closeMenu} data-has-orders={hasOrders || undefined}>
            Mis pedidos
          </Link>
          {me && (
            <Button
              variant="ghost"
              size="sm"
              loading={signingOut}
              loadingLabel="Cerrando sesión..."
              onClick={async () => {
                setSigningOut(true);
                try {
                  await signOut();
                } finally {
                  setSigningOut(false);
                  closeMenu();
                }
              }}
            >
              Cerrar sesión
            </Button>
          )}
        </MobileMenuSection>
        <MobileMenuSection title="Apariencia">
          <ThemeToggle />
        </MobileMenuSection>
      </MobileMenu>
      {!me && <LazyLoginModal open={loginOpen} onOpenChange={setLoginOpen} />}
    </>
  );
}
