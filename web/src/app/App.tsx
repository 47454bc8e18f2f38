import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@esencia/ui-kit';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apolloClient';
import { router } from './router';

const client = createApolloClient();

/** Theme, GraphQL client and router. */
export function App() {
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  );
}
