// The storefront's GraphQL client (ADR 0010): what pages and providers import. Tests add ./testing.
export { DataClient, type FetchPolicy } from './client';
export { GraphQLErrors, ServerError } from './errors';
export { httpTransport } from './http';
export { PageAnswers, readFirstPageData } from './pageAnswers';
export { DataProvider, useDataClient, useMutation, useQuery, type QueryResult } from './react';
