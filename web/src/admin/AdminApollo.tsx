import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { useDataClient, type DataClient } from '../data';
import { createAdminApolloClient } from './apolloClient';

let adminClient: ApolloClient | undefined;

/** One admin client per page load, made on the first admin route (the storefront never loads Apollo). */
function adminClientFor(storefront: DataClient): ApolloClient {
  adminClient ??= createAdminApolloClient(storefront);
  return adminClient;
}

/** Gives the admin screens their Apollo client, unless one is already provided (the tests' MockedProvider). */
export function AdminApollo({ children }: { readonly children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  const storefront = useDataClient();
  if (provided) return children;
  return <ApolloProvider client={adminClientFor(storefront)}>{children}</ApolloProvider>;
}
