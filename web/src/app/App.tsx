import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@esencia/ui-kit';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** Theme, GraphQL client and router: the whole app, given the client and router it runs on. */
export function App({ client, router }: { readonly client: ApolloClient; readonly router: DataRouter }) {
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  );
}
