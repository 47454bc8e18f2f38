import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  type MeFieldsFragment,
  type SignInMutation,
  CompleteNewPasswordDocument,
  SessionDocument,
  SignInDocument,
  SignOutEverywhereDocument,
  SignOutDocument,
} from './session.generated';
import { answered, unwrap } from './graphqlErrors';
import { isProtectedPath } from './protectedPaths';
import { clearStoredCart } from '../cart/cartStorage';
import { forgetRememberedOrders } from '../orders/rememberedOrders';

export type Me = MeFieldsFragment;
/** Right credentials: signed in, or the step still missing. Failures reject with an ApiFailure. */
export type SignInResult = Extract<SignInMutation['signIn'], { __typename: 'SignInOutcome' }>;

export interface SessionContextValue {
  /** The signed-in account, or null for guests (and while the first check runs). */
  me: Me | null;
  /** True while the first session check runs; later refetches do not set it again. */
  loading: boolean;
  isAdmin: boolean;
  /** Asks the server again (e.g. after an UNAUTHENTICATED error). */
  refetch: () => Promise<void>;
  /** signIn mutation; on SIGNED_IN the session is updated (the modal then closes). Rejects with an ApiFailure. */
  signIn: (email: string, password: string) => Promise<SignInResult>;
  /** completeNewPassword mutation ('Cambiar Contraseña'); signs in like signIn. */
  completeNewPassword: (challenge: string, newPassword: string) => Promise<SignInResult>;
  /**
   * Ends this device's session and clears Apollo's cache (the admin's data too) so no private data stays. On a private
   * page (/profile, /admin) it first goes to the home page.
   */
  signOut: () => Promise<void>;
  /** Ends every session of the account and returns how many; then like signOut. Rejects if the server refuses. */
  signOutEverywhere: () => Promise<number>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Holds the session, backed by the `me` query. The check runs once (cache-first); sign-in writes the
 * returned account into the cache and sign-out resets the whole store.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  const { data, loading, error, refetch } = useQuery(SessionDocument);
  const [signInMutation] = useMutation(SignInDocument);
  const [completeNewPasswordMutation] = useMutation(CompleteNewPasswordDocument);
  const [signOutMutation] = useMutation(SignOutDocument);
  const [signOutEverywhereMutation] = useMutation(SignOutEverywhereDocument);

  // The first check finishes once; a later refetch (e.g. after sign-out) does not bring back the wait. Already
  // finished when the page brought the answer (the server-rendered page's cache): no second render of every session reader.
  const [checked, setChecked] = useState(!loading);
  if (!checked && !loading) setChecked(true);

  useEffect(() => {
    // A failed check leaves the visitor as a guest; the spec only asks to log it.
    if (error) console.error('No se pudo comprobar la sesión', error);
  }, [error]);

  const me = data?.me ?? null;

  const rememberSignIn = useCallback(
    (result: SignInResult) => {
      if (result.status === 'SIGNED_IN' && result.me) {
        client.writeQuery({ query: SessionDocument, data: { me: result.me } });
      }
      return result;
    },
    [client],
  );

  const clearPrivateData = useCallback(async () => {
    // Private pages have nothing to show a guest: leave them before the session turns null.
    if (isProtectedPath(pathnameRef.current)) await navigate('/', { replace: true });
    // The account's cart stays on the server, not in this browser (spec: sign-out clears the cart).
    clearStoredCart();
    // …and the orders this browser remembers (the spec's sign-out clears the stored e-mail list).
    forgetRememberedOrders();
    client.writeQuery({ query: SessionDocument, data: { me: null } });
    // Drops every cached result, and every answer still on its way (a poll answering later is dropped, not
    // kept), then asks again for the queries on screen, now as a guest. A query that fails then shows its own
    // failure where it is shown.
    await client.resetStore().catch(() => undefined);
  }, [client, navigate]);

  const value = useMemo<SessionContextValue>(
    () => ({
      me,
      loading: !checked,
      isAdmin: me?.role === 'ADMIN',
      refetch: async () => {
        await refetch().catch((reason: unknown) => console.error('No se pudo comprobar la sesión', reason));
      },
      signIn: async (email, password) => {
        const { data: result } = await signInMutation({ variables: { email, password } });
        return rememberSignIn(unwrap(answered(result).signIn));
      },
      completeNewPassword: async (challenge, newPassword) => {
        const { data: result } = await completeNewPasswordMutation({ variables: { challenge, newPassword } });
        return rememberSignIn(unwrap(answered(result).completeNewPassword));
      },
      signOut: async () => {
        try {
          await signOutMutation();
        } catch (reason) {
          // Even if the server could not be reached, nothing private stays in this tab.
          console.error('No se pudo cerrar la sesión en el servidor', reason);
        }
        await clearPrivateData();
      },
      signOutEverywhere: async () => {
        const { data: result } = await signOutEverywhereMutation();
        await clearPrivateData();
        return result?.signOutEverywhere ?? 0;
      },
    }),
    [
      me,
      checked,
      refetch,
      signInMutation,
      completeNewPasswordMutation,
      signOutMutation,
      signOutEverywhereMutation,
      rememberSignIn,
      clearPrivateData,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: `me`, `loading`, `refetch` and the sign-in/out helpers. Must be used inside <SessionProvider>. */
export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession debe usarse dentro de <SessionProvider>.');
  return context;
}
