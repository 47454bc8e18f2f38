import type * as Types from '../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EnterCheckoutMutationVariables = Types.Exact<{ [key: string]: never; }>;


export type EnterCheckoutMutation = { enterCheckout: boolean };

export type CartRemindersQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type CartRemindersQuery = { cartReminders: boolean };

export type SetCartRemindersMutationVariables = Types.Exact<{
  on: Types.Scalars['Boolean']['input'];
}>;


export type SetCartRemindersMutation = { setCartReminders: boolean };

export type StopCartRemindersMutationVariables = Types.Exact<{
  token: Types.Scalars['String']['input'];
}>;


export type StopCartRemindersMutation = { stopCartReminders:
    | { __typename: 'CartReminderLinkInvalidError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'CartRemindersStopped', message: string }
   };


export const EnterCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterCheckout"}}]}}]} as unknown as DocumentNode<EnterCheckoutMutation, EnterCheckoutMutationVariables>;
export const CartRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartReminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartReminders"}}]}}]} as unknown as DocumentNode<CartRemindersQuery, CartRemindersQueryVariables>;
export const SetCartRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCartReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCartReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}]}]}}]} as unknown as DocumentNode<SetCartRemindersMutation, SetCartRemindersMutationVariables>;
export const StopCartRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopCartReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopCartReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartRemindersStopped"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StopCartRemindersMutation, StopCartRemindersMutationVariables>;