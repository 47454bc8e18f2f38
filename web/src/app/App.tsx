import { ThemeProvider } from '@esencia/ui-kit';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DataClient, DataProvider, httpTransport, PageAnswers, readFirstPageData } from '../data';

// First the answers that came inside the page's HTML (each used once), then the server.
const client = new DataClient({ transport: httpTransport(), pageAnswers: new PageAnswers(readFirstPageData()) });

/** Theme, GraphQL client and router. */
export function App({ router }: { readonly router: DataRouter }) {
  return (
    <ThemeProvider>
      <DataProvider client={client}>
        <RouterProvider router={router} />
      </DataProvider>
    </ThemeProvider>
  );
}
