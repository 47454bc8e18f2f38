import type * as Types from '../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MeFieldsFragment = { __typename: 'Me', id: string, email: string, name: string, phone?: string | null, role: Types.Role, roleLabel: string, displayName: string };

export type FailureFields_CartReminderLinkInvalidError_Fragment = { __typename: 'CartReminderLinkInvalidError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_ChallengeExpiredError_Fragment = { __typename: 'ChallengeExpiredError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_CodeRejectedError_Fragment = { __typename: 'CodeRejectedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_FavoritesLimitError_Fragment = { __typename: 'FavoritesLimitError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_IdempotencyKeyReusedError_Fragment = { __typename: 'IdempotencyKeyReusedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_InUseError_Fragment = { __typename: 'InUseError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_InvalidCredentialsError_Fragment = { __typename: 'InvalidCredentialsError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_InvalidInputError_Fragment = { __typename: 'InvalidInputError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> };

export type FailureFields_NotFoundError_Fragment = { __typename: 'NotFoundError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_OrderEmptyError_Fragment = { __typename: 'OrderEmptyError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_OrderNotFoundError_Fragment = { __typename: 'OrderNotFoundError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_OrderPriceChangedError_Fragment = { __typename: 'OrderPriceChangedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_OrderStockChangedError_Fragment = { __typename: 'OrderStockChangedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_OrderTransitionError_Fragment = { __typename: 'OrderTransitionError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_OrderingUnavailableError_Fragment = { __typename: 'OrderingUnavailableError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_PasswordReusedError_Fragment = { __typename: 'PasswordReusedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_PaymentLinkNotEditableError_Fragment = { __typename: 'PaymentLinkNotEditableError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_ProductAvailableError_Fragment = { __typename: 'ProductAvailableError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_ProductStockChangedError_Fragment = { __typename: 'ProductStockChangedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_RateLimitedError_Fragment = { __typename: 'RateLimitedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_RestockLinkInvalidError_Fragment = { __typename: 'RestockLinkInvalidError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_StockCheckFailedError_Fragment = { __typename: 'StockCheckFailedError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_StockShortageError_Fragment = { __typename: 'StockShortageError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_StoryLoginRequiredError_Fragment = { __typename: 'StoryLoginRequiredError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_StoryTransitionError_Fragment = { __typename: 'StoryTransitionError', errorCode: Types.ErrorCode, message: string };

export type FailureFields_StoryUnavailableError_Fragment = { __typename: 'StoryUnavailableError', errorCode: Types.ErrorCode, message: string };

export type FailureFieldsFragment =
  | FailureFields_CartReminderLinkInvalidError_Fragment
  | FailureFields_ChallengeExpiredError_Fragment
  | FailureFields_CodeRejectedError_Fragment
  | FailureFields_FavoritesLimitError_Fragment
  | FailureFields_IdempotencyKeyReusedError_Fragment
  | FailureFields_InUseError_Fragment
  | FailureFields_InvalidCredentialsError_Fragment
  | FailureFields_InvalidInputError_Fragment
  | FailureFields_NotFoundError_Fragment
  | FailureFields_OrderEmptyError_Fragment
  | FailureFields_OrderNotFoundError_Fragment
  | FailureFields_OrderPriceChangedError_Fragment
  | FailureFields_OrderStockChangedError_Fragment
  | FailureFields_OrderTransitionError_Fragment
  | FailureFields_OrderingUnavailableError_Fragment
  | FailureFields_PasswordReusedError_Fragment
  | FailureFields_PaymentLinkNotEditableError_Fragment
  | FailureFields_ProductAvailableError_Fragment
  | FailureFields_ProductStockChangedError_Fragment
  | FailureFields_RateLimitedError_Fragment
  | FailureFields_RestockLinkInvalidError_Fragment
  | FailureFields_StockCheckFailedError_Fragment
  | FailureFields_StockShortageError_Fragment
  | FailureFields_StoryLoginRequiredError_Fragment
  | FailureFields_StoryTransitionError_Fragment
  | FailureFields_StoryUnavailableError_Fragment
;

export type SuccessFieldsFragment = { __typename: 'Success', success: boolean };

export type SignInOutcomeFieldsFragment = { __typename: 'SignInOutcome', status: Types.SignInStatus, challenge?: string | null, me?: { __typename: 'Me', id: string, email: string, name: string, phone?: string | null, role: Types.Role, roleLabel: string, displayName: string } | null };

export type SessionQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type SessionQuery = { me?: { __typename: 'Me', id: string, email: string, name: string, phone?: string | null, role: Types.Role, roleLabel: string, displayName: string } | null };

export type SignInMutationVariables = Types.Exact<{
  email: Types.Scalars['String']['input'];
  password: Types.Scalars['String']['input'];
}>;


export type SignInMutation = { signIn:
    | { __typename: 'InvalidCredentialsError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'InvalidInputError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> }
    | { __typename: 'RateLimitedError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'SignInOutcome', status: Types.SignInStatus, challenge?: string | null, me?: { __typename: 'Me', id: string, email: string, name: string, phone?: string | null, role: Types.Role, roleLabel: string, displayName: string } | null }
   };

export type CompleteNewPasswordMutationVariables = Types.Exact<{
  challenge: Types.Scalars['String']['input'];
  newPassword: Types.Scalars['String']['input'];
}>;


export type CompleteNewPasswordMutation = { completeNewPassword:
    | { __typename: 'ChallengeExpiredError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'InvalidInputError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> }
    | { __typename: 'PasswordReusedError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'SignInOutcome', status: Types.SignInStatus, challenge?: string | null, me?: { __typename: 'Me', id: string, email: string, name: string, phone?: string | null, role: Types.Role, roleLabel: string, displayName: string } | null }
   };

export type SignOutMutationVariables = Types.Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignOutEverywhereMutationVariables = Types.Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: number };

export const FailureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FailureFieldsFragment, unknown>;
export const SuccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SuccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Success"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]} as unknown as DocumentNode<SuccessFieldsFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const SignInOutcomeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<SignInOutcomeFieldsFragment, unknown>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInOutcomeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const CompleteNewPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteNewPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeNewPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInOutcomeFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FailureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SignInOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FailureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteNewPasswordMutation, CompleteNewPasswordMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;