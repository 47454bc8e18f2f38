import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@esencia/ui-kit';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apolloClient';

const client = createApolloClient();

/** Theme, GraphQL client and router. */
export function App({ router }: { readonly router: DataRouter }) {
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  );
}
