import type { ApolloLink } from '@apollo/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../apollo/client';
import { readPageState } from '../apollo/pageState';
import { App } from './App';
import { createAppRouter } from './router';
import { hydrationStarts } from './useHydrated';
import { yieldToMain } from './yieldToMain';

/**
 * What React recovered from by itself, a hydration mismatch first of all (the page is then drawn again by the
 * browser alone): said in the console, where the journeys' console check fails on it.
 */
function logRecoverableError(error: unknown, info: ErrorInfo) {
  console.error('React recuperó un error (¿el HTML del servidor no coincide?):', error, info.componentStack ?? '');
}

export interface StartAppOptions {
  /** Where operations go; the server's `/graphql` by default. */
  readonly transport?: ApolloLink;
  /** Told of what React recovered from; by default it is logged as an error. */
  readonly onRecoverableError?: RootOptions['onRecoverableError'];
}

/**
 * Starts the app in `container` at the window's address. A page the server rendered (the catalogue's and the
 * information pages) comes with the cache it was rendered from: restored, then the HTML is hydrated. Any other
 * page is rendered here. Either way the first render has the page and its data: the address's lazy pages are
 * loaded before it starts.
 */
export async function startApp(
  container: HTMLElement,
  { transport, onRecoverableError = logRecoverableError }: StartAppOptions = {},
): Promise<{ readonly hydrated: boolean }> {
  // Not in the task that evaluated the app's modules, nor the client's set-up in the router's.
  await yieldToMain();
  const client = createApolloClient(transport ? { transport } : {});
  await yieldToMain();
  const router = await createAppRouter();
  await yieldToMain();
  // Taken in the task that hydrates: from when the page's data block is gone, the page answers (journeys wait for it).
  const serverState = readPageState(container.ownerDocument);
  const app = (
    <App client={client}>
      <RouterProvider router={router} />
    </App>
  );
  if (serverState) {
    client.restore(serverState);
    hydrationStarts();
    // As a transition: React hydrates in slices, giving the main thread back every few milliseconds (the page is
    // already painted and readable), instead of in one long task; a tap on a part not hydrated yet hydrates it first.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError });
    });
    return { hydrated: true };
  }
  createRoot(container).render(app);
  return { hydrated: false };
}
