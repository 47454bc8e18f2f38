import { Button, MobileMenu, MobileMenuSection, ThemeToggle } from '@esencia/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../auth/SessionProvider';
import { useHasOrders } from '../orders/useHasOrders';
import styles from './TopBar.module.css';

export interface PhoneMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Iniciar Sesión' was chosen (the menu has closed): open the login modal. */
  onLogin: () => void;
}

/**
 * The phone's ☰ menu (kit MobileMenu): the account corner, 'Mis pedidos', 'Mis favoritos' (signed in), 'Administración' for admins
 * and the theme. Loaded on first use (see TopBar's PhoneMenu), which also holds the login modal.
 */
export function PhoneMenuPanel({ open, onOpenChange: setOpen, onLogin }: PhoneMenuPanelProps) {
  const { me, loading, isAdmin, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const hasOrders = useHasOrders();

  const closeMenu = () => setOpen(false);

  return (
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
              onLogin();
            }}
          >
            Iniciar Sesión
          </Button>
        )}
        <Link className={styles.link} to="/my-orders" onClick={closeMenu} data-has-orders={hasOrders || undefined}>
          Mis pedidos
        </Link>
        {me && (
          <Link className={styles.link} to="/favoritos" onClick={closeMenu}>
            Mis favoritos
          </Link>
        )}
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
  );
}
