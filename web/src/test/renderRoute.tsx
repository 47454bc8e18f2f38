import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@esencia/ui-kit';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { createCache } from '../app/apolloClient';
import { routes } from '../app/routes';
import type { Me } from '../auth/SessionProvider';
import { SessionQuery } from '../auth/session.queries';

/** The `me` session check answering `me` (null: a guest), as often as it is asked. */
export function sessionMock(me: Me | null): MockLink.MockedResponse {
  return {
    request: { query: SessionQuery },
    result: { data: { __typename: 'Query', me } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export interface RenderRouteOptions {
  /**
   * Who is signed in for the session check: an account, null for a guest (the default), or false to
   * leave the session mocks to `mocks` (e.g. a signed-in user who then signs out).
   */
  session?: Me | null | false;
}

/** Renders the whole storefront at `path` with mocked GraphQL responses. */
export function renderRoute(
  entry: InitialEntry,
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
  { session = null }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const allMocks = session === false ? mocks : [sessionMock(session), ...mocks];
  const view = render(
    <ThemeProvider defaultTheme="light">
      <MockedProvider mocks={allMocks} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ThemeProvider>,
  );
  return { router, ...view };
}

/** Accessible name of the breadcrumb navigation. */
export const BREADCRUMB_NAME = /miga de pan|breadcrumb|ruta de navegaci/i;
