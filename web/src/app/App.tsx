import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@esencia/ui-kit';
import { StrictMode, type ReactNode } from 'react';
import { HydrationEnd } from './useHydrated';

/**
 * The whole app around its router: theme and GraphQL client, and the end of a hydration (useHydrated). The browser
 * gives it react-router's RouterProvider, the server (server/renderPage.tsx) its StaticRouterProvider: the same
 * tree on both sides, so the browser's first render of a server-rendered page matches the HTML it hydrates.
 */
export function App({ client, children }: { readonly client: ApolloClient; readonly children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <ApolloProvider client={client}>
          {children}
          <HydrationEnd />
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
