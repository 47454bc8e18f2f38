import { UserMenu, UserMenuItem } from '@esencia/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from './SessionProvider';

/**
 * The signed-in user's greeting menu (e-mail, 'Perfil', 'Cerrar sesión'). Its own chunk (the menu's Radix
 * dropdown and positioning code), fetched only when someone is signed in: see AccountActions.
 */
export function AccountMenu() {
  const { me, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!me) return null;

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <UserMenu
      displayName={me.displayName}
      email={me.email}
      profileHref="/profile"
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      onSignOut={() => void handleSignOut()}
      signingOut={signingOut}
    >
      <UserMenuItem asChild>
        <Link to="/favoritos">Mis favoritos</Link>
      </UserMenuItem>
    </UserMenu>
  );
}
