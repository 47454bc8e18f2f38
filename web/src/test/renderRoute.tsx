import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CHAT_HIDDEN_UNTIL_KEY, ThemeProvider } from '@esencia/ui-kit';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { createCache } from '../admin/apolloClient';
import { isDataMock, MockedDataProvider, type MockedResponse } from '../data/testing';
import { routes } from '../app/routes';
import type { Me } from '../auth/SessionProvider';
import { SessionQuery } from '../auth/session.queries';
import { savedCartMock } from './cart';
import { storeSettingsMock } from './storeSettings';
import { hasOrdersMock } from '../orders/orderFixtures';
import { OrderUpdatesClientContext, type OrderUpdatesClient } from '../orders/useOrderUpdates';
import { StoriesQuery } from '../stories/stories.queries';

/** The `me` session check answering `me` (null: a guest), as often as it is asked. */
export function sessionMock(me: Me | null): MockedResponse {
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
  /**
   * Lets the floating chat show (and open by itself after 500 ms). Off by default: it is on every page
   * and would cover what a test looks for; the chat's own tests turn it on.
   */
  chat?: boolean;
  /** The order pages' live stream; by default a silent one that never pushes (no server in tests). */
  orderUpdates?: OrderUpdatesClient;
}

const silentOrderUpdates: OrderUpdatesClient = { subscribe: () => () => undefined };

/** A mocked answer: for the storefront's client (its generated documents) or the admin's Apollo (parsed ones). */
export type AnyMockedResponse = MockedResponse | MockLink.MockedResponse;

/**
 * Renders the whole storefront at `path` with mocked GraphQL responses: each goes to the client its document is
 * for (the storefront's data client, or the admin's Apollo, whose screens use the MockedProvider given here).
 */
export function renderRoute(
  entry: InitialEntry,
  mocks: ReadonlyArray<AnyMockedResponse> = [],
  { session = null, chat = false, orderUpdates = silentOrderUpdates }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  // The frame (footer, chat, maintenance notice) reads the store settings on every page: the installed
  // values, unless one of `mocks` answers first.
  // A signed-in session loads its saved cart: an empty one, unless one of `mocks` answers first.
  const allMocks: AnyMockedResponse[] = [
    ...(session === false ? mocks : [sessionMock(session), ...mocks]),
    storeSettingsMock(),
    savedCartMock(),
    // A signed-in shopper's top bar asks whether the account has orders: none, unless `mocks` answers first.
    hasOrdersMock(),
    // The home page's stories: none, unless one of `mocks` answers first.
    { request: { query: StoriesQuery }, result: { data: { stories: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
  if (chat) window.localStorage.removeItem(CHAT_HIDDEN_UNTIL_KEY);
  else window.localStorage.setItem(CHAT_HIDDEN_UNTIL_KEY, String(Number.MAX_SAFE_INTEGER));
  const view = render(
    <ThemeProvider defaultTheme="light">
      <MockedDataProvider mocks={allMocks.filter(isDataMock)}>
        <MockedProvider
          mocks={allMocks.filter((mock) => !isDataMock(mock)) as MockLink.MockedResponse[]}
          cache={createCache()}
        >
          <OrderUpdatesClientContext value={orderUpdates}>
            <RouterProvider router={router} />
          </OrderUpdatesClientContext>
        </MockedProvider>
      </MockedDataProvider>
    </ThemeProvider>,
  );
  return { router, ...view };
}

/** Accessible name of the breadcrumb navigation. */
export const BREADCRUMB_NAME = /miga de pan|breadcrumb|ruta de navegaci/i;
