import { Button, UserMenu } from '@esencia/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginModal } from './LoginModal';
import { useSession } from './SessionProvider';
import styles from './AccountActions.module.css';

/**
 * The top bar's account corner: 'Iniciar Sesión' (opening the login modal) for guests; for signed-in
 * users the greeting menu (e-mail, 'Perfil', 'Cerrar sesión'), plus 'Administración' for admins.
 */
export function AccountActions() {
  const { me, loading, isAdmin, signOut } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // The modal closes itself once the user is authenticated.
  if (me && loginOpen) setLoginOpen(false);

  // Keep the corner's place while the first session check runs (no login-button flash for members).
  if (loading) return <span className={styles.placeholder} aria-hidden="true" />;

  if (!me) {
    return (
      <LoginModal
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

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      {isAdmin && (
        <Button asChild variant="ghost" size="sm">
          <Link to="/admin">Administración</Link>
        </Button>
      )}
      <UserMenu
        displayName={me.displayName}
        email={me.email}
        profileHref="/profile"
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        onSignOut={() => void handleSignOut()}
        signingOut={signingOut}
      />
    </>
  );
}
