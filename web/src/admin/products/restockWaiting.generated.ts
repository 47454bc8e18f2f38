import type * as Types from '../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RestockWaitingQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type RestockWaitingQuery = { restockWaiting: Array<{ __typename: 'RestockWaiting', productId: string, count: number, label: string }> };


export const RestockWaitingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestockWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restockWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<RestockWaitingQuery, RestockWaitingQueryVariables>;