import type * as Types from '../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type HasOrdersQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type HasOrdersQuery = { myOrderCount: number };


export const HasOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HasOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrderCount"}}]}}]} as unknown as DocumentNode<HasOrdersQuery, HasOrdersQueryVariables>;