import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { CHAT_HIDDEN_UNTIL_KEY, ThemeProvider } from '@esencia/ui-kit';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { createCache } from '../apollo/cache';
import { createLink } from '../apollo/client';
import { routes } from '../app/routes';
import type { Me } from '../auth/SessionProvider';
import { SessionDocument } from '../auth/session.generated';
import { savedCartMock } from './cart';
import { storeSettingsMock } from './storeSettings';
import { hasOrdersMock } from '../orders/orderFixtures';
import { OrderUpdatesClientContext, type OrderUpdatesClient } from '../orders/useOrderUpdates';
import { StoriesDocument } from '../stories/stories.generated';
import { MyFavoriteProductIdsDocument } from '../favorites/favorites.generated';

/** The default wait of a mocked answer: asynchronous like a server, short and always the same. */
export const MOCK_DELAY_MS = 20;

/** The `me` session check answering `me` (null: a guest), as often as it is asked. */
export function sessionMock(me: Me | null): MockLink.MockedResponse {
  return {
    request: { query: SessionDocument },
    result: { data: { me } },
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

/**
 * Renders the whole app (storefront and admin) at `path` with mocked GraphQL answers: Apollo's MockedProvider
 * with the app's own cache rules and links (apollo/cache.ts, apollo/client.ts), only the transport mocked
 * (Apollo's MockLink). Returns the router and the client, whose cache a test may read.
 */
export function renderRoute(
  entry: InitialEntry,
  mocks: ReadonlyArray<MockLink.MockedResponse> = [],
  { session = null, chat = false, orderUpdates = silentOrderUpdates }: RenderRouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  // The frame (footer, chat, maintenance notice) reads the store settings on every page: the installed
  // values, unless one of `mocks` answers first.
  // A signed-in session loads its saved cart: an empty one, unless one of `mocks` answers first.
  const allMocks: MockLink.MockedResponse[] = [
    ...(session === false ? mocks : [sessionMock(session), ...mocks]),
    storeSettingsMock(),
    savedCartMock(),
    // A signed-in shopper's top bar asks whether the account has orders: none, unless `mocks` answers first.
    hasOrdersMock(),
    // A signed-in shopper's hearts: no favourites, unless one of `mocks` answers first.
    {
      request: { query: MyFavoriteProductIdsDocument },
      result: { data: { myFavoriteProductIds: [] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    // The home page's stories: none, unless one of `mocks` answers first.
    { request: { query: StoriesDocument }, result: { data: { stories: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
  if (chat) window.localStorage.removeItem(CHAT_HIDDEN_UNTIL_KEY);
  else window.localStorage.setItem(CHAT_HIDDEN_UNTIL_KEY, String(Number.MAX_SAFE_INTEGER));
  const cache = createCache();
  const link = createLink(cache, new MockLink(allMocks, { defaultOptions: { delay: MOCK_DELAY_MS } }));
  const apollo: { client?: ApolloClient } = {};
  const view = render(
    <ThemeProvider defaultTheme="light">
      <MockedProvider cache={cache} link={link}>
        <OrderUpdatesClientContext value={orderUpdates}>
          <ClientProbe into={apollo} />
          <RouterProvider router={router} />
        </OrderUpdatesClientContext>
      </MockedProvider>
    </ThemeProvider>,
  );
  return { router, client: apollo.client!, ...view };
}

/** Hands the provider's client to the test. */
function ClientProbe({ into }: { readonly into: { client?: ApolloClient } }) {
  into.client = useApolloClient();
  return null;
}

/** Accessible name of the breadcrumb navigation. */
export const BREADCRUMB_NAME = /miga de pan|breadcrumb|ruta de navegaci/i;
