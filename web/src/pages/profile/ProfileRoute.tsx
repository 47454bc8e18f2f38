import { RequireSession } from '../../auth/RequireSession';
import { ProfilePage } from './ProfilePage';

/** /profile: the profile page for a signed-in user; guests get the not-found page (after the session check). */
export function ProfileRoute() {
  return (
    <RequireSession>
      <ProfilePage />
    </RequireSession>
  );
}
