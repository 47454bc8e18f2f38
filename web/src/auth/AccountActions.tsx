import { Button, UserMenuButton } from '@esencia/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LazyLoginModal } from './LazyLoginModal';
import { useSession } from './SessionProvider';
import styles from './AccountActions.module.css';

/** The greeting menu's chunk, fetched only for a signed-in user (guests never load it). */
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

/**
 * The top bar's account corner: 'Iniciar Sesión' (opening the login modal) for guests; for signed-in
 * users the greeting menu (e-mail, 'Perfil', 'Cerrar sesión'), plus 'Administración' for admins. The modal
 * and the menu are separate chunks, so a shopper's first load carries neither.
 */
export function AccountActions() {
  const { me, loading, isAdmin } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);

  // The modal closes itself once the user is authenticated.
  if (me && loginOpen) setLoginOpen(false);

  // Keep the corner's place while the first session check runs (no login-button flash for members).
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  if (loading) return placeholder;

  if (!me) {
    return (
      <LazyLoginModal
        open={loginOpen}
        onOpenChange={setLoginOpen}
        trigger={
          <Button variant="secondary" size="sm">
            Iniciar Sesión
          </Button>
        }
      />
    );
  }

  return (
    <>
      {isAdmin && (
        <Button asChild variant="ghost" size="sm">
          {/* 'Admin' (the breadcrumbs' word), so a signed-in admin's bar keeps to one row; the phone's ☰ menu says it
              whole. Named by that word (label in name: a voice command saying what it shows finds it), the title says
              it whole on hover. */}
          <Link to="/admin" title="Administración">
            Admin
          </Link>
        </Button>
      )}
      {/* Until the menu's code arrives, its button as it will look (inert, hidden from assistive technology): the same
          size, so 'Admin' beside it stays put (a smaller stand-in moved it under a click aimed at it). */}
      <Suspense fallback={<UserMenuButton displayName={me.displayName} inert aria-hidden="true" tabIndex={-1} />}>
        <AccountMenu />
      </Suspense>
    </>
  );
}
