import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@esencia/ui-kit';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { createCache } from '../app/apolloClient';
import { routes } from '../app/routes';

/** Renders the whole storefront at `path` with mocked GraphQL responses. */
export function renderRoute(entry: InitialEntry, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <ThemeProvider defaultTheme="light">
      <MockedProvider mocks={mocks} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ThemeProvider>,
  );
  return { router, ...view };
}

/** Accessible name of the breadcrumb navigation. */
export const BREADCRUMB_NAME = /miga de pan|breadcrumb|ruta de navegaci/i;
